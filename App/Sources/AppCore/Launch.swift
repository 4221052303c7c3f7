import Auth
import Onboarding
import PrivateStorage
import Routing

/// The first screen, decided from the state directory alone, before the backend is asked.
struct Launch {
    var state: AppState
    var session: AuthSession?
    var authStart: AuthStart

    /// - Parameter report: told when the session file could not be read; it is then treated
    ///   as missing (a corrupt one was set aside by the store, which reported it).
    static func decide(from files: PrivateFileStore, report: (String) -> Void) -> Launch {
        let file: SessionFile?
        do {
            file = try files.load(SessionFile.self)
        } catch {
            report(error.reason)
            file = nil
        }
        guard let file else { return Launch(state: .unauthenticated, authStart: .intro) }
        guard let session = file.session else {
            return Launch(state: .unauthenticated, authStart: .signIn)
        }
        let state: AppState =
            session.user.onboarding.finished
            ? .authenticated(session.user)
            : .onboarding(session.user.onboardingStep)
        return Launch(state: state, session: session, authStart: .signIn)
    }
}

extension AppState {
    /// What deep links may do in this state.
    var deepLinkAccess: DeepLinkAccess {
        switch self {
        case .loading, .error: .launching
        case .unauthenticated: .signedOut
        case .onboarding: .onboarding
        case .authenticated: .ready
        }
    }
}
