public import AppStateMachine
public import Auth
import Networking
public import Onboarding

/// Which root screen the App shows, decided by the app state machine.
public enum AppState: KindProviding, Hashable, Sendable {
    /// Checking the session again (after a retry); never shown shorter than the configured
    /// minimum, so it does not flicker.
    case loading
    /// Signed out: the intro on a fresh device, sign-in otherwise.
    case unauthenticated
    /// Signed in, onboarding not finished: at this step.
    case onboarding(OnboardingStep)
    /// Signed in with onboarding finished: the main tabs.
    case authenticated(AuthUser)
    /// Signed in, but the backend cannot be used; the screen offers a retry.
    case error(AppErrorKind)
    /// Launched before the device's first unlock (iOS prewarming): what the App keeps cannot
    /// be read yet. It shows loading, signs nobody out, and goes where the saved state says
    /// once the device is unlocked (``AppEnvironment/protectedData``).
    case locked

    /// The payload-free cases, as the transition table and the `state` JSON name them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case loading, unauthenticated, onboarding, authenticated, error, locked
    }

    /// This state's kind.
    public var kind: Kind {
        switch self {
        case .loading: .loading
        case .unauthenticated: .unauthenticated
        case .onboarding: .onboarding
        case .authenticated: .authenticated
        case .error: .error
        case .locked: .locked
        }
    }
}

/// Why the App shows its error screen. An expired session is not one of them: it goes
/// straight back to sign-in, with a notice on that screen.
public enum AppErrorKind: String, Hashable, Sendable, CaseIterable {
    /// The backend answers that it is down for maintenance.
    case maintenance
    /// The backend cannot be reached, and nothing saved lets the App go on without it.
    case networkUnavailable = "network_unavailable"

    /// The error screen's title.
    public var title: String {
        switch self {
        case .maintenance: "Down for maintenance"
        case .networkUnavailable: "No connection"
        }
    }

    /// What the error screen says: the contract's one sentence for the failure.
    public var message: String {
        switch self {
        case .maintenance: BackendFailure.Code.maintenance.sentence
        case .networkUnavailable: BackendFailure.Code.offline.sentence
        }
    }
}
