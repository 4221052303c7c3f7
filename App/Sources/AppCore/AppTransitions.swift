public import AppStateMachine

/// A transition of the app state machine, as it reports it.
public typealias AppTransition = Transition<AppState.Kind, RootIntent.Kind>

/// A transition the app state machine refused: the root did not change and no effect ran.
public typealias AppTransitionRejection = TransitionRejection<AppState.Kind, RootIntent.Kind>

extension AppState {
    /// What a transition does besides changing the root and starting and stopping the flows
    /// it holds: declared on the transition's row, run by the App in one place.
    public enum Effect: Hashable, Sendable, CaseIterable {
        /// Forget every scene's saved navigation and end the session on the backend (the user
        /// signed out).
        case endSession
        /// Save every scene's navigation, so that signing in again finds it (the backend
        /// refused the session).
        case keepNavigation
        /// Ask the backend about the session again (a retry from the error screen).
        case checkSession
    }

    /// The transitions the App allows, each once, with its effect: adding a transition is one
    /// row here (and a builder in ``AppRoot`` only for a new state).
    static let rows: [(from: Kind, on: RootIntent.Kind, to: Kind, effect: Effect?)] = [
        (.loading, .verified, .authenticated, nil),
        (.loading, .resumeOnboarding, .onboarding, nil),
        (.loading, .sessionExpired, .unauthenticated, .keepNavigation),
        (.loading, .failed, .error, nil),
        (.unauthenticated, .signedIn, .authenticated, nil),
        (.unauthenticated, .startOnboarding, .onboarding, nil),
        (.onboarding, .onboardingMoved, .onboarding, nil),
        (.onboarding, .onboardingFinished, .authenticated, nil),
        (.onboarding, .verified, .authenticated, nil),
        (.onboarding, .signedOut, .unauthenticated, .endSession),
        (.onboarding, .sessionExpired, .unauthenticated, .keepNavigation),
        (.onboarding, .failed, .error, nil),
        (.authenticated, .verified, .authenticated, nil),
        (.authenticated, .signedOut, .unauthenticated, .endSession),
        (.authenticated, .sessionExpired, .unauthenticated, .keepNavigation),
        (.authenticated, .failed, .error, nil),
        (.error, .retry, .loading, .checkSession),
        (.error, .signedOut, .unauthenticated, .endSession),
        (.error, .sessionExpired, .unauthenticated, .keepNavigation),
        (.error, .failed, .error, nil),
        (.locked, .unlockedSignedOut, .unauthenticated, nil),
        (.locked, .unlockedOnboarding, .onboarding, nil),
        (.locked, .unlockedSignedIn, .authenticated, nil),
    ]

    /// The transitions the App allows, as data: exported as a diagram by
    /// `rootswitch --diagram`, checked by the tests (every state reachable, none a dead end).
    public static let transitions: TransitionTable<Kind, RootIntent.Kind> = {
        // The launch decides the first state from what is saved (`Launch`): a fresh device
        // or a signed-out user starts signed out, a saved session mid-onboarding in
        // onboarding, a returning user in the main tabs, and a launch before the device's
        // first unlock locked, until it can read that. Loading and the error screen are
        // never first: they show only after the backend is asked.
        // The rows name each (state, intent) pair once, so the table cannot refuse them.
        try! TransitionTable(
            initial: .unauthenticated, alsoStartingIn: [.onboarding, .authenticated, .locked],
            finals: [],
            transitions: rows.map { Transition(from: $0.from, on: $0.on, to: $0.to) })
    }()

    /// Whether `transition` drops a waiting link: a signed-in user signed out or lost the
    /// session. From loading or the error screen, a link waits on, to open after signing in.
    static func forgetsWaitingLinks(_ transition: AppTransition) -> Bool {
        transition.to == .unauthenticated
            && [.onboarding, .authenticated].contains(transition.from)
    }

    /// The effect of a transition, from its row.
    static func effect(of transition: AppTransition) -> Effect? {
        effects[transition] ?? nil
    }

    private static let effects: [AppTransition: Effect?] = Dictionary(
        uniqueKeysWithValues: rows.map {
            (Transition(from: $0.from, on: $0.on, to: $0.to), $0.effect)
        })
}
