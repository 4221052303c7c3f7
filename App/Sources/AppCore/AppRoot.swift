public import AppStateMachine
public import Auth
import FeatureShell
import Networking
public import Onboarding

/// What the App shows, as data: each case holds the flow on screen, so no field beside it
/// can disagree with it. The app state machine holds the root and changes it only along the
/// declared transitions (``AppState/transitions``); a SwiftUI root view switches on it.
///
/// A case's flows are made when the machine asks where an intent leads, but started only
/// once it has accepted the transition; the App then stops what the old root held and the
/// new one does not (see docs/architecture.md).
///
/// ```swift
/// switch app.root {
/// case .unauthenticated(let auth): AuthView(flow: auth)
/// case .onboarding(_, let onboarding): OnboardingView(flow: onboarding)
/// case .authenticated(_, let scenes):
///     if let navigation = scenes.navigation(of: scene) { MainView(navigation: navigation) }
/// case .loading, .locked: ProgressView()
/// case .error(let kind, _, _): ErrorView(kind: kind, retry: app.retry, signOut: app.signOut)
/// }
/// ```
public enum AppRoot: KindProviding {
    /// The signed-out flow: intro, sign-in, sign-up, forgot password.
    public typealias AuthFlow = any Auth.AuthFlow
    /// A signed-in user's onboarding flow.
    public typealias OnboardingFlow = any Onboarding.OnboardingFlow

    /// Checking the session again after a retry; the flow it returns to waits behind.
    case loading(UserSession, behind: SignedInFlow)
    /// Signed out: the auth flow, shown in every scene.
    case unauthenticated(AuthFlow)
    /// Signed in, onboarding not finished: its flow, shown in every scene.
    case onboarding(UserSession, OnboardingFlow)
    /// Signed in with onboarding finished: each scene's own Main navigation.
    case authenticated(UserSession, MainScenes)
    /// Signed in, but the backend cannot be used; the flow it covers waits behind.
    case error(AppErrorKind, UserSession, behind: SignedInFlow)
    /// Launched before the device's first unlock: nothing read yet, loading shown until the
    /// device is unlocked.
    case locked

    /// The case, without its payload, as the transition table names it.
    public var kind: AppState.Kind {
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

/// The signed-in flow the loading and error screens cover, kept so that leaving them
/// returns to it as it was.
public enum SignedInFlow {
    /// Onboarding, at the step the user reached.
    case onboarding(AppRoot.OnboardingFlow)
    /// The signed-in app, every scene's navigation as it was.
    case main(MainScenes)

    var coordinator: any Coordinator {
        switch self {
        case .onboarding(let flow): flow
        case .main(let scenes): scenes
        }
    }
}

@MainActor
extension AppRoot {
    /// The session, in every signed-in case.
    var signedIn: UserSession? {
        switch self {
        case .unauthenticated, .locked: nil
        case .loading(let signedIn, _), .onboarding(let signedIn, _),
            .authenticated(let signedIn, _), .error(_, let signedIn, _):
            signedIn
        }
    }

    /// The signed-in flow, on screen or waiting behind the loading or error screen.
    var signedInFlow: SignedInFlow? {
        switch self {
        case .unauthenticated, .locked: nil
        case .onboarding(_, let flow): .onboarding(flow)
        case .authenticated(_, let scenes): .main(scenes)
        case .loading(_, let behind), .error(_, _, let behind): behind
        }
    }

    /// Each scene's Main navigation, on screen or waiting behind.
    var mainScenes: MainScenes? {
        if case .main(let scenes) = signedInFlow { scenes } else { nil }
    }

    /// The coordinators this root owns, started when it is entered and stopped when left.
    var children: [any Coordinator] {
        if case .unauthenticated(let flow) = self { return [flow] }
        return signedInFlow.map { [$0.coordinator] } ?? []
    }

    /// The root as the public, payload-only state.
    var state: AppState {
        switch self {
        case .loading: .loading
        case .unauthenticated: .unauthenticated
        case .onboarding(let signedIn, _): .onboarding(signedIn.onboardingStep)
        case .authenticated(let signedIn, _): .authenticated(signedIn.user)
        case .error(let kind, _, _): .error(kind)
        case .locked: .locked
        }
    }

    /// The root a transition the table allowed leads to: only the payload of its target's
    /// case, its new flows made but not started. One builder per state; which state an
    /// intent leads to is the table's row alone.
    /// - Parameters:
    ///   - transition: the table's transition (its `to` is the case to build).
    ///   - intent: the intent, whose payload a new session or step comes from.
    ///   - flows: makes new flows.
    func entering(
        _ transition: AppTransition, on intent: RootIntent, flows: FlowFactory
    ) -> AppRoot {
        switch transition.to {
        case .unauthenticated:
            if case .unlockedSignedOut(let start) = intent {
                return .unauthenticated(flows.auth(start: start))
            }
            let expired = intent.kind == .sessionExpired
            return .unauthenticated(
                flows.auth(
                    start: .signIn,
                    notice: expired ? BackendFailure.Code.unauthorized.sentence : nil))
        case .authenticated:
            if let session = intent.startedSession {
                let signedIn = UserSession(session)
                return .authenticated(signedIn, flows.main(for: signedIn))
            }
            guard let signedIn else { return self }
            return .authenticated(signedIn, mainScenes ?? flows.main(for: signedIn))
        case .onboarding:
            if let session = intent.startedSession {
                let signedIn = UserSession(session)
                return .onboarding(
                    signedIn, flows.onboarding(for: signedIn, at: signedIn.onboardingStep))
            }
            guard let signedIn else { return self }
            if case .onboarding(let flow) = signedInFlow { return .onboarding(signedIn, flow) }
            let step =
                if case .resumeOnboarding(let step) = intent { step } else {
                    signedIn.onboardingStep
                }
            return .onboarding(signedIn, flows.onboarding(for: signedIn, at: step))
        case .loading:
            guard let signedIn, let flow = signedInFlow else { return self }
            return .loading(signedIn, behind: flow)
        case .error:
            guard let signedIn, let flow = signedInFlow, case .failed(let kind) = intent else {
                return self
            }
            return .error(kind, signedIn, behind: flow)
        case .locked:
            // A first state only: no transition enters it.
            return self
        }
    }
}
