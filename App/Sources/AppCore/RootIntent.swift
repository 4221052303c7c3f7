public import AppStateMachine
public import Auth
public import Onboarding

/// What moves the app state machine: the cause recorded with every transition. Named for the
/// root it changes, so that it never clashes with App Intents' `AppIntent` in an app target
/// that imports both.
public enum RootIntent: KindProviding, Sendable {
    /// The user asked to try again from the error screen.
    case retry
    /// The backend confirmed the session, for a user who finished onboarding.
    case verified(AuthUser)
    /// The backend confirmed the session; onboarding continues at this step.
    case resumeOnboarding(OnboardingStep)
    /// The user signed in or signed up with this session and has finished onboarding.
    case signedIn(AuthSession)
    /// The user signed in or signed up with this session and starts (or resumes) onboarding
    /// at the step its user has reached.
    case startOnboarding(AuthSession)
    /// The user moved to another onboarding step.
    case onboardingMoved(OnboardingStep)
    /// The user finished onboarding.
    case onboardingFinished(AuthUser)
    /// The user signed out.
    case signedOut
    /// The backend no longer accepts the session.
    case sessionExpired
    /// The backend cannot be used.
    case failed(AppErrorKind)
    /// The device was unlocked and the saved state read: nobody is signed in on it (the intro
    /// on a fresh device, sign-in otherwise).
    case unlockedSignedOut(AuthStart)
    /// The device was unlocked and the saved state read: a session mid-onboarding, which
    /// resumes at the step its user reached.
    case unlockedOnboarding(AuthSession)
    /// The device was unlocked and the saved state read: a session whose user finished
    /// onboarding.
    case unlockedSignedIn(AuthSession)

    /// The payload-free cases, as the transition table names them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case retry, verified, resumeOnboarding, signedIn, startOnboarding, onboardingMoved
        case onboardingFinished, signedOut, sessionExpired, failed
        case unlockedSignedOut, unlockedOnboarding, unlockedSignedIn
    }

    /// This intent's kind.
    public var kind: Kind {
        switch self {
        case .retry: .retry
        case .verified: .verified
        case .resumeOnboarding: .resumeOnboarding
        case .signedIn: .signedIn
        case .startOnboarding: .startOnboarding
        case .onboardingMoved: .onboardingMoved
        case .onboardingFinished: .onboardingFinished
        case .signedOut: .signedOut
        case .sessionExpired: .sessionExpired
        case .failed: .failed
        case .unlockedSignedOut: .unlockedSignedOut
        case .unlockedOnboarding: .unlockedOnboarding
        case .unlockedSignedIn: .unlockedSignedIn
        }
    }

    /// The session the intent starts: a sign-in, or one read once the device was unlocked.
    var startedSession: AuthSession? {
        switch self {
        case .signedIn(let session), .startOnboarding(let session),
            .unlockedOnboarding(let session), .unlockedSignedIn(let session):
            session
        case .retry, .verified, .resumeOnboarding, .onboardingMoved, .onboardingFinished,
            .signedOut, .sessionExpired, .failed, .unlockedSignedOut:
            nil
        }
    }

    /// Brings the signed-in user up to date with what the intent carries: a profile the
    /// backend returned, the onboarding step reached.
    func update(_ user: inout AuthUser) {
        switch self {
        case .verified(let verified):
            user = verified
        case .onboardingFinished(let finished):
            user = finished
            user.onboarding = AuthOnboardingStatus(
                step: OnboardingStep.complete.rawValue, finished: true)
        case .resumeOnboarding(let step), .onboardingMoved(let step):
            user.onboarding.step = step.rawValue
        case .retry, .signedIn, .startOnboarding, .signedOut, .sessionExpired, .failed,
            .unlockedSignedOut, .unlockedOnboarding, .unlockedSignedIn:
            break
        }
    }
}
