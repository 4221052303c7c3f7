import Auth
import Main
import Onboarding
import Routing

/// The signed-in user's part of the App: the session as last saved, and the features that
/// need its token, created on first use.
@MainActor
final class SignedInSession {
    /// The session with the user's latest known onboarding progress.
    private(set) var session: AuthSession
    private let container: AppContainer

    private(set) lazy var main = container.main(for: session)
    private(set) lazy var restoration = container.restoration(for: main)
    private(set) lazy var onboarding = container.onboarding(token: session.token)

    init(session: AuthSession, container: AppContainer) {
        self.session = session
        self.container = container
    }

    var user: AuthUser { session.user }

    /// Changes the saved user (onboarding progress, a profile the backend returned).
    func updateUser(_ change: (inout AuthUser) -> Void) {
        var user = session.user
        change(&user)
        session = AuthSession(token: session.token, user: user)
    }

    var onboardingStep: OnboardingStep { session.user.onboardingStep }
}

extension AuthUser {
    /// Where onboarding resumes; an unknown saved step starts it again.
    var onboardingStep: OnboardingStep {
        OnboardingStep(rawValue: onboarding.step) ?? .welcome
    }
}
