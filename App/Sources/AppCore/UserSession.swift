public import Auth
public import Observation
import Onboarding

/// The signed-in user as the App last saved them, and the warning shown while the backend
/// cannot confirm the session. The root's signed-in cases hold it, so both end with the
/// session: nothing has to clear them by hand.
///
/// ```swift
/// if case .authenticated(let session, _) = app.root, let warning = session.warning {
///     Label(warning, systemImage: "wifi.slash")
/// }
/// ```
@MainActor
@Observable
public final class UserSession {
    /// The session, with the user's latest known profile and onboarding progress; the
    /// token stays inside the App.
    private(set) var session: AuthSession
    /// A non-blocking warning shown above the screen (offline after launch), if any.
    public internal(set) var warning: String?

    init(_ session: AuthSession) {
        self.session = session
    }

    /// The signed-in user: the latest profile and onboarding progress the App knows.
    public var user: AuthUser { session.user }

    /// Where onboarding resumes; an unknown saved step starts it again.
    var onboardingStep: OnboardingStep {
        OnboardingStep(rawValue: user.onboarding.step) ?? .welcome
    }

    /// Replaces the user (a profile the backend returned, onboarding progress).
    /// - Returns: whether anything changed, that is whether the session needs saving.
    func update(_ change: (inout AuthUser) -> Void) -> Bool {
        var user = session.user
        change(&user)
        guard user != session.user else { return false }
        session = AuthSession(token: session.token, user: user)
        return true
    }
}
