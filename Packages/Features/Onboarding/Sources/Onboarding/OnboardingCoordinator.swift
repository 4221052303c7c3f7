import FeatureShell
import Routing

/// Walks the user through the onboarding steps on one stack (``OnboardingJourney``), with
/// one model per step made once per flow; ``screen`` is their rendering as text.
@MainActor
final class OnboardingCoordinator: OnboardingFlow {
    private let journey: OnboardingJourney
    private let welcome: WelcomeStepModel
    private let permissions: PermissionsStepModel
    private let profile: ProfileStepModel
    private let complete: CompleteStepModel

    init(
        resumeAt step: OnboardingStep, dependencies: OnboardingDependencies,
        callbacks: OnboardingJourney.Callbacks
    ) {
        journey = OnboardingJourney(
            resumeAt: step, dependencies: dependencies, callbacks: callbacks)
        welcome = WelcomeStepModel(journey: journey)
        permissions = PermissionsStepModel(journey: journey)
        profile = ProfileStepModel(journey: journey)
        complete = CompleteStepModel(journey: journey)
    }

    var router: Router<OnboardingRoute> { journey.router }

    var navigator: Navigator<OnboardingRoute> { router.navigator }

    var step: OnboardingStep { journey.step }

    var screen: Screen {
        if let dialog = router.dialog { return Screen(dialog, on: router) }
        return OnboardingScreenRenderer.screen(of: model(for: OnboardingRoute(step))) {
            [weak self] in
            self?.signOut()
        }
    }

    var location: ScreenLocation<OnboardingRoute> { ScreenLocation(stack: router.stack) }

    func model(for route: OnboardingRoute) -> OnboardingScreenModel {
        switch route {
        case .welcome: .welcome(welcome)
        case .permissions: .permissions(permissions)
        case .profile: .profile(profile)
        case .complete: .complete(complete)
        }
    }

    /// The stack is built when the coordinator is made, so there is nothing left to start.
    func start() {}

    /// Results of requests still under way are dropped from now on.
    func stop() { journey.isStopped = true }

    /// Asks first; the user's confirmation is reported upward.
    func signOut() {
        router.show(OnboardingDialogs.signOut) { [weak self] outcome in
            if case .action(.signOut) = outcome { self?.journey.signOut() }
        }
    }

    /// Leaving a step forgets its error, so coming back shows the step afresh. With a typed
    /// name unsaved, the profile step's guard asks first, and the step stays until the user
    /// discards it.
    func back() -> Bool {
        journey.back { [weak self] in self?.leaveSteps() }
    }

    private func leaveSteps() {
        profile.leave()
        complete.leave()
    }
}
