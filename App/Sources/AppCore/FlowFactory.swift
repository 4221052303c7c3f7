import Auth
import FeatureShell
import Main
import Onboarding
import Routing
import ToolSupport

/// What a running flow reports to the App: the features' closures, as one type.
enum FlowEvent {
    /// Sign-in or sign-up succeeded with this session.
    case signedIn(AuthSession)
    /// Onboarding moved to this step (forward or back).
    case onboardingMoved(OnboardingStep)
    /// The backend recorded onboarding as finished.
    case onboardingFinished
    /// The user asked to sign out.
    case signOutAsked
    /// The backend refused the session.
    case sessionExpired
}

/// Makes the flows the root shows, each feature built with exactly the dependencies it
/// needs and its closures reporting a ``FlowEvent`` with the session the flow belongs to.
/// It never starts a flow: only an accepted transition does.
@MainActor
final class FlowFactory {
    /// Receives every event with the session of the flow that reported it (`nil` for the
    /// signed-out flow), so an event from a flow the root no longer holds can be told apart.
    var onEvent: (FlowEvent, UserSession?) -> Void = { _, _ in }
    /// The auth feature: its flows, and the session checks the App makes itself.
    let auth: AuthFeature
    private let environment: AppEnvironment
    private let work: BackgroundWork
    private let events: NavigationEvents
    private let openScenes: @MainActor () -> [SceneID]
    private let isCompact: @MainActor (SceneID) -> Bool
    private let report: @Sendable (AppNotice) -> Void
    private let linked: [LinkedFeatureEntry]
    private let links: DeepLinkTable<AppRoute>

    /// - Parameters:
    ///   - environment: what the features run on.
    ///   - work: tracks the work their actions start.
    ///   - events: where the features' routers publish their commands.
    ///   - openScenes: the scenes open now, each given a Main navigation.
    ///   - isCompact: whether a scene's window is compact, so its columns start collapsed.
    ///   - links: the App's links, which saved navigation is written as and read back through.
    ///   - linked: the linked features, opened over Main.
    ///   - report: told about restorations that left something out.
    init(
        environment: AppEnvironment, work: BackgroundWork, events: NavigationEvents,
        openScenes: @escaping @MainActor () -> [SceneID],
        isCompact: @escaping @MainActor (SceneID) -> Bool, links: DeepLinkTable<AppRoute>,
        linked: [LinkedFeatureEntry], report: @escaping @Sendable (AppNotice) -> Void
    ) {
        self.linked = linked
        self.links = links
        self.environment = environment
        self.work = work
        self.events = events
        self.openScenes = openScenes
        self.isCompact = isCompact
        self.report = report
        auth = AuthFeature(
            AuthDependencies(
                client: .live(environment.http), analytics: environment.analytics, work: work,
                navigationEvents: events))
    }

    /// The signed-out flow, on the intro or sign-in screen.
    func auth(start: AuthStart, notice: String? = nil) -> AppRoot.AuthFlow {
        auth.makeCoordinator(start: start, notice: notice) { [weak self] session in
            self?.onEvent(.signedIn(session), nil)
        }
    }

    /// The user's onboarding, resuming at `step`.
    func onboarding(for signedIn: UserSession, at step: OnboardingStep) -> AppRoot.OnboardingFlow {
        let feature = OnboardingFeature(
            OnboardingDependencies(
                client: .live(environment.http, token: signedIn.session.token),
                analytics: environment.analytics, work: work, navigationEvents: events))
        return feature.makeCoordinator(
            resumeAt: step,
            onStepChanged: { [weak self] in self?.onEvent(.onboardingMoved($0), signedIn) },
            onFinished: { [weak self] in self?.onEvent(.onboardingFinished, signedIn) },
            onSessionExpired: { [weak self] in self?.onEvent(.sessionExpired, signedIn) },
            onSignOut: { [weak self] in self?.onEvent(.signOutAsked, signedIn) })
    }

    /// The user's Main navigation in every scene.
    func main(for signedIn: UserSession) -> MainScenes {
        let environment = environment
        let work = work
        let events = events
        let wiring = MainScenes.Wiring(
            makeFeature: { session in
                let user = MainUser(email: session.user.email, name: session.user.name)
                return MainFeature(
                    MainDependencies(
                        client: .live(environment.http, token: session.token),
                        analytics: environment.analytics, work: work, user: user,
                        appVersion: RootSwitchVersion.current, navigationEvents: events))
            },
            makeNavigation: { [weak self] feature in
                feature.makeCoordinator(
                    onSignOut: { self?.onEvent(.signOutAsked, signedIn) },
                    onSessionExpired: { self?.onEvent(.sessionExpired, signedIn) })
            },
            storage: environment.sceneStorage, links: links, analytics: environment.analytics,
            work: work,
            openScenes: openScenes, isCompact: isCompact, report: report, linked: linked,
            linkedContext: {
                LinkedFeatureContext(
                    analytics: environment.analytics, work: work, http: environment.http,
                    token: signedIn.session.token)
            })
        return MainScenes(signedIn: signedIn, wiring: wiring)
    }
}
