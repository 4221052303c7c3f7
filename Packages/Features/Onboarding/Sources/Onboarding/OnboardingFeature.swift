public import Routing

/// The onboarding feature's public entry: a new user's welcome, permissions, profile and
/// completion steps.
///
/// ```swift
/// let onboarding = OnboardingFeature(
///     OnboardingDependencies(
///         client: .live(http, token: session.token), analytics: analytics, work: work))
/// let flow = onboarding.makeCoordinator(
///     resumeAt: cachedStep,
///     onStepChanged: { step in cache.save(step, for: user) },
///     onFinished: { machine.send(.onboardingFinished) },
///     onSessionExpired: { machine.send(.sessionExpired) },
///     onSignOut: { machine.send(.signedOut) })
/// if case .welcome(let welcome) = flow.model(for: .welcome) { welcome.next() }
/// ```
@MainActor
public final class OnboardingFeature: FeatureAPI {
    private let dependencies: OnboardingDependencies

    /// Creates the feature.
    /// - Parameter dependencies: what the feature needs.
    public init(_ dependencies: OnboardingDependencies) {
        self.dependencies = dependencies
    }

    /// None: nothing links into onboarding. A link opened mid-onboarding that needs finished
    /// onboarding is the App's to keep pending and replay afterwards.
    public static var deepLinks: [DeepLinkPattern<OnboardingRoute>] { [] }

    /// Makes the flow of one scene's onboarding.
    ///
    /// The stack holds every step from welcome up to `step`, so `back` works as if the
    /// user had walked there. Each step has a typed model (``OnboardingFlow/model(for:)``)
    /// a view binds. Each step the user reaches is reported, tracked and saved to the
    /// backend; a failed save leaves a warning on every step but does not stop the user.
    /// - Parameters:
    ///   - step: where to resume, usually the step the App cached for this user.
    ///   - onStepChanged: the step now on screen, after moving forward or back.
    ///   - onFinished: the backend has recorded onboarding as finished.
    ///   - onSessionExpired: the backend answered 401; the user must sign in again.
    ///   - onSignOut: the user asked to sign out, on any step (``OnboardingFlow/signOut()``).
    /// - Returns: the flow, showing `step`.
    public func makeCoordinator(
        resumeAt step: OnboardingStep,
        onStepChanged: @escaping @MainActor (OnboardingStep) -> Void,
        onFinished: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void,
        onSignOut: @escaping @MainActor () -> Void
    ) -> any OnboardingFlow {
        OnboardingCoordinator(
            resumeAt: step, dependencies: dependencies,
            callbacks: OnboardingJourney.Callbacks(
                stepChanged: onStepChanged, finished: onFinished,
                sessionExpired: onSessionExpired, signOut: onSignOut))
    }
}
