public import FeatureShell
public import Routing

/// One scene's onboarding, as ``OnboardingFeature/makeCoordinator(resumeAt:onStepChanged:onFinished:onSessionExpired:onSignOut:)``
/// returns it: what the App drives (`FeatureCoordinator`), plus the router, the step on
/// top and the typed model of each step, for a SwiftUI view to bind.
///
/// ```swift
/// NavigationStack(path: Bindable(flow.router).path) {
///     OnboardingStepView(model: flow.model(for: .welcome))
///         .navigationDestination(for: OnboardingRoute.self) { route in
///             OnboardingStepView(model: flow.model(for: route))
///         }
/// }
/// ```
@MainActor
public protocol OnboardingFlow: FeatureCoordinator where FeatureRoute == OnboardingRoute {
    /// The flow's one stack: every step from welcome up to the one on top.
    var router: Router<OnboardingRoute> { get }

    /// The step on top of the stack.
    var step: OnboardingStep { get }

    /// The model of the step `route` shows: the same instance for the same route as long as
    /// the flow lives, so a view keeps its identity.
    /// - Parameter route: a step's route.
    /// - Returns: the step's model.
    func model(for route: OnboardingRoute) -> OnboardingScreenModel

    /// Leaves onboarding from any step (a mistyped email, another account), once the user
    /// confirms "Sign out?" (a dialog on ``router``): reported with the factory's
    /// `onSignOut`, and the App ends the session. The steps saved so far stay
    /// with the account, so the user resumes there after signing in again.
    func signOut()
}
