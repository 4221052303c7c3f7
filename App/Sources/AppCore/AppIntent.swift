public import Auth
public import Onboarding
public import Routing

/// What moves the app state machine: the cause recorded with every transition.
public enum AppIntent: KindProviding, Sendable {
    /// The user asked to try again from the error screen.
    case retry
    /// The backend confirmed the session, for a user who finished onboarding.
    case verified(AuthUser)
    /// The backend confirmed the session; onboarding continues at this step.
    case resumeOnboarding(OnboardingStep)
    /// The user signed in or signed up and has finished onboarding.
    case signedIn(AuthUser)
    /// The user signed in or signed up and starts (or resumes) onboarding at this step.
    case startOnboarding(OnboardingStep)
    /// The user moved to another onboarding step.
    case onboardingAdvanced(OnboardingStep)
    /// The user finished onboarding.
    case onboardingFinished(AuthUser)
    /// The user signed out.
    case signedOut
    /// The backend no longer accepts the session.
    case sessionExpired
    /// The backend cannot be used.
    case failed(AppErrorKind)

    /// The payload-free cases, as the transition table names them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case retry, verified, resumeOnboarding, signedIn, startOnboarding, onboardingAdvanced
        case onboardingFinished, signedOut, sessionExpired, failed
    }

    /// This intent's kind.
    public var kind: Kind {
        switch self {
        case .retry: .retry
        case .verified: .verified
        case .resumeOnboarding: .resumeOnboarding
        case .signedIn: .signedIn
        case .startOnboarding: .startOnboarding
        case .onboardingAdvanced: .onboardingAdvanced
        case .onboardingFinished: .onboardingFinished
        case .signedOut: .signedOut
        case .sessionExpired: .sessionExpired
        case .failed: .failed
        }
    }

    /// The state this intent leads to; the table decides whether it may.
    func next(after state: AppState) -> AppState {
        switch self {
        case .retry: .loading
        case .verified(let user), .signedIn(let user), .onboardingFinished(let user):
            .authenticated(user)
        case .resumeOnboarding(let step), .startOnboarding(let step),
            .onboardingAdvanced(let step):
            .onboarding(step)
        case .signedOut, .sessionExpired: .unauthenticated
        case .failed(let kind): .error(kind)
        }
    }
}
