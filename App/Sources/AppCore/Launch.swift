import Auth
import PrivateStorage
import Routing

/// The first screen, decided from the state directory alone, before the backend is asked.
struct Launch {
    /// The saved session; `nil` on a fresh device or after a sign-out.
    var session: AuthSession?
    /// Where a signed-out user starts: the intro on a fresh device, sign-in otherwise.
    var authStart: AuthStart

    /// A bad session file reads as missing: the store set it aside and reported it.
    static func decide(from files: PrivateFileStore) -> Launch {
        let file = files.load(SessionFile.self)
        return Launch(session: file?.session, authStart: file == nil ? .intro : .signIn)
    }

    /// The root to start in, its flows made but not started: Main for a user who finished
    /// onboarding, onboarding at the saved step for one who did not, else the auth flow.
    @MainActor
    func root(flows: FlowFactory) -> AppRoot {
        guard let session else { return .unauthenticated(flows.auth(start: authStart)) }
        let signedIn = UserSession(session)
        guard session.user.onboarding.finished else {
            return .onboarding(
                signedIn, flows.onboarding(for: signedIn, at: signedIn.onboardingStep))
        }
        return .authenticated(signedIn, flows.main(for: signedIn))
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
