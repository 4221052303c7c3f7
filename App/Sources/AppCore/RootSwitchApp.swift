import Auth
public import Backend
import Foundation
import Onboarding
import PrivateStorage
public import Routing

/// The composed app, headless: the app state machine deciding the root screen, the Auth,
/// Onboarding and Main features wired by their closures, scenes with their own navigation,
/// deep links across features, and the session kept in the state directory.
///
/// Everything a user can do goes through this type: perform an action of the current
/// screen, open a link, go back, switch tabs, change scene phases, open and close scenes.
/// The `rootswitch` command is a terminal on top of it; the end-to-end tests drive it too.
///
/// ```swift
/// let app = try RootSwitchApp(configuration: AppConfiguration(stateDirectory: directory))
/// await app.settle(.foreground)
/// try app.perform("signin", arguments: ["email": "demo@rootswitch.dev", "password": "..."])
/// await app.settle(.foreground)
/// print(app.screen.title)  // Home
/// ```
@MainActor
public final class RootSwitchApp {
    let container: AppContainer
    let emit: @Sendable (AppEvent) -> Void
    let machine: StateMachine<AppState, AppIntent>
    let links: DeepLinkTable<AppRoute>
    let gate: DeepLinkGate<AppRoute>
    var scenes: [SceneID: AppScene] = [:]
    var signedIn: SignedInSession?
    var authFlow: (any FeatureCoordinator<AuthRoute>)?
    var onboardingFlow: (any FeatureCoordinator<OnboardingRoute>)?
    lazy var lifecycle = SceneLifecycle { [weak self] event in self?.handle(event) }

    /// The scene that commands apply to.
    public internal(set) var currentScene = SceneID(1)
    /// A non-blocking warning shown above the screen (offline after launch), if any.
    public internal(set) var warning: String?

    /// Starts the App on its state directory, deciding the first screen from what is saved
    /// there, before anything asks the backend: a returning user who finished onboarding
    /// sees Main at once (the session is checked in the background afterwards), a user
    /// mid-onboarding resumes at the saved step, a signed-out device gets sign-in and a
    /// fresh one the intro. The scenes open last time reopen, each restoring its navigation.
    /// - Parameters:
    ///   - configuration: the state directory and backend.
    ///   - onEvent: told about transitions, deep-link decisions and recovered problems; may
    ///     be called from any thread.
    /// - Throws: `.storage` if the state directory cannot be used, `.backend` if the embedded
    ///   backend cannot start.
    public init(
        configuration: AppConfiguration,
        onEvent: @escaping @Sendable (AppEvent) -> Void = { _ in }
    ) throws(AppError) {
        container = try AppContainer(configuration: configuration) { onEvent(.notice($0)) }
        emit = onEvent
        do {
            links = try AppRoute.deepLinkTable()
        } catch {
            throw AppError(error)
        }
        let launch = Launch.decide(from: container.files) { onEvent(.notice($0)) }
        machine = StateMachine(
            initial: launch.state, table: AppState.transitions, analytics: container.analytics,
            onRejection: { onEvent(.notice("bug: refused transition \($0)")) },
            reduce: { state, intent in intent.next(after: state) })
        gate = DeepLinkGate(
            access: launch.state.deepLinkAccess, window: configuration.deepLinkWindow,
            clock: ContinuousClock(), analytics: container.analytics)
        signedIn = launch.session.map { SignedInSession(session: $0, container: container) }
        switch launch.state {
        case .unauthenticated: startAuth(launch.authStart, notice: nil)
        case .onboarding(let step): startOnboarding(at: step)
        default: break
        }
        openSavedScenes()
    }

    /// The current app state.
    public var state: AppState { machine.state }

    /// The embedded backend, for its fault switches; `nil` with a remote backend.
    public var embeddedBackend: EmbeddedBackend? { container.backend }

    /// The open scenes, in identifier order.
    public var openScenes: [SceneID] { lifecycle.connectedScenes }

    /// The labels of the work still running (requests, restorations, session checks).
    public var runningWork: [String] { container.work.running }

    /// Waits until the work of `priority` (all work when nil) is done, including work it
    /// starts meanwhile. Actions start foreground work; the App's own checks run in the
    /// background.
    public func settle(_ priority: BackgroundWork.Priority? = nil) async {
        await container.work.settle(priority)
    }

    /// Performs an action of the current screen.
    /// - Throws: `unknown_action`, `unknown_argument`, `missing_argument`,
    ///   `invalid_argument` (nothing ran) or `action_failed`.
    public func perform(_ action: String, arguments: [String: String] = [:]) throws(AppError) {
        do {
            try screen.perform(action, arguments: arguments)
        } catch {
            throw AppError(error)
        }
    }

    /// Goes back one step in the current scene.
    /// - Returns: false when there is nothing to go back to.
    @discardableResult
    public func back() -> Bool {
        switch state {
        case .unauthenticated: authFlow?.back() ?? false
        case .onboarding: onboardingFlow?.back() ?? false
        case .authenticated: scenes[currentScene]?.main?.back() ?? false
        case .loading, .error: false
        }
    }

    /// Selects a tab of the current scene by name (`home`, `search`, `profile`).
    /// - Throws: `unknown_tab`, or `no_tabs` when the screen has none.
    public func selectTab(_ name: String) throws(AppError) {
        do throws(RoutingError) {
            guard case .authenticated = state, let main = scenes[currentScene]?.main else {
                throw RoutingError(.noTabs, reason: "this screen has no tabs (asked for \(name))")
            }
            try main.selectTab(named: name)
        } catch {
            throw AppError(error)
        }
    }

    /// Saves every scene's navigation and the list of open scenes, and stops all work: the
    /// App is about to exit. A relaunch on the same state directory carries on from here.
    public func shutdown() {
        for id in openScenes { saveNavigation(of: id) }
        saveSceneList()
        for scene in scenes.values { scene.detachMain() }
        authFlow?.stop()
        onboardingFlow?.stop()
        container.work.cancelAll()
    }

    /// Applies an intent and reports the transition, then lets a waiting deep link through
    /// if the new state allows it.
    func send(_ intent: AppIntent) {
        let from = machine.state.kind
        guard machine.send(intent) else { return }
        emit(
            .transition(
                from: from.rawValue, to: machine.state.kind.rawValue, cause: "\(intent.kind)"))
        updateDeepLinkAccess()
    }
}
