public import Routing

extension AppState {
    /// The transitions the App allows, as data: exported as a diagram by
    /// `rootswitch --diagram`, checked by the tests (every state reachable, none a dead end).
    public static let transitions: TransitionTable<Kind, AppIntent.Kind> = {
        let rows: [(Kind, AppIntent.Kind, Kind)] = [
            (.loading, .verified, .authenticated),
            (.loading, .resumeOnboarding, .onboarding),
            (.loading, .sessionExpired, .unauthenticated),
            (.loading, .failed, .error),
            (.unauthenticated, .signedIn, .authenticated),
            (.unauthenticated, .startOnboarding, .onboarding),
            (.onboarding, .onboardingAdvanced, .onboarding),
            (.onboarding, .onboardingFinished, .authenticated),
            (.onboarding, .verified, .authenticated),
            (.onboarding, .sessionExpired, .unauthenticated),
            (.onboarding, .failed, .error),
            (.authenticated, .verified, .authenticated),
            (.authenticated, .signedOut, .unauthenticated),
            (.authenticated, .sessionExpired, .unauthenticated),
            (.authenticated, .failed, .error),
            (.error, .retry, .loading),
            (.error, .signedOut, .unauthenticated),
            (.error, .sessionExpired, .unauthenticated),
            (.error, .failed, .error),
        ]
        // The launch decides the first state from what is saved: a fresh device starts
        // signed out, and every other first state (onboarding, authenticated) is reached
        // from there, so the check that each state is reachable starts from it. Loading is
        // never first: it shows only on a retry.
        // The rows above name each (state, intent) pair once, so the table cannot refuse them.
        return try! TransitionTable(
            initial: .unauthenticated, finals: [],
            transitions: rows.map { Transition(from: $0.0, on: $0.1, to: $0.2) })
    }()
}

/// A transition the app state machine refused: the root did not change and no effect ran.
public typealias AppTransitionRejection = TransitionRejection<AppState.Kind, AppIntent.Kind>
