public import AppStateMachine
public import Auth
public import FeatureShell
public import Observation
import PrivateStorage
public import Routing
public import WorkTracking

/// The composed app, headless: one coordinator owning the root (``AppState`` as data, each
/// case holding the flow it shows), the app state machine deciding every change of root
/// before any effect runs, scenes with their own navigation, deep links across features,
/// and the session kept in the state directory.
///
/// Everything a user can do goes through this type: perform an action of the current
/// screen, open a link, go back, switch tabs, change scene phases, open, close, disconnect
/// and reconnect scenes; a platform's windows report to ``windows``, each with a scene of its
/// own. It is `@Observable`: a SwiftUI view reading ``state``, ``screen``, ``currentScene``,
/// ``warning`` or ``pendingDeepLink`` is re-rendered when it changes. The `rootswitch`
/// command is a terminal on top of it; the end-to-end tests drive it too.
///
/// ```swift
/// let live = try LiveEnvironment(configuration: AppConfiguration(stateDirectory: directory))
/// let app = try RootSwitchApp(environment: live.environment)
/// try app.perform("signin", arguments: ["email": "demo@rootswitch.dev", "password": "..."])
/// await app.settle(.foreground)
/// print(app.screen.title)  // Home
/// ```
@MainActor
@Observable
public final class RootSwitchApp {
    private let coordinator: AppCoordinator
    /// The current scene's screen, made once per change however often it is read.
    private let shown: DerivedScreen
    /// Records each input in the journal, if there is one.
    private let recording: InputRecording

    /// Where a platform's windows connect their scenes and report what happens to them (a
    /// SwiftUI shell); a terminal or a test uses the scene commands below instead.
    public let windows: AppWindows

    /// Where a platform's edge delivers every way in besides a URL (a notification, a user
    /// activity, a Spotlight item, a quick action, an App Intent), and reads each scene's user
    /// activity.
    public let entries: AppEntries

    /// The menu bar's commands (the Go menu, Close Window) as data, for the `commands` of a
    /// SwiftUI scene and the CLI's `menu` alike.
    public let menu: AppMenu

    /// Starts the App, deciding the first screen from the state directory alone, before
    /// anything asks the backend: a returning user who finished onboarding sees Main at once
    /// (the session is checked in the background afterwards), a user mid-onboarding resumes
    /// at the saved step, a signed-out device gets sign-in and a fresh one the intro. The
    /// scenes a window showed last time connect again, each restoring its navigation, or wait
    /// for their windows (`windows`).
    /// Before the device's first unlock (``AppEnvironment/protectedData``) it reads nothing
    /// and starts locked, doing all that once the device is unlocked.
    /// - Parameters:
    ///   - environment: everything the App runs on.
    ///   - linkedFeatures: the features opened by deep link over Main; the App's list
    ///     (``LinkedFeatureEntry/all``) by default.
    ///   - windows: whether the App connects the scenes of last time itself
    ///     (``WindowRestoration/reconnectLast``, the default: a terminal, a test) or each
    ///     window connects its own (``WindowRestoration/awaitWindows``: SwiftUI).
    ///   - onEvent: told about transitions, deep-link decisions and recovered problems; may
    ///     be called from any thread.
    ///   - onRejection: told about a transition the table refused (a bug: the root did not
    ///     change and no effect ran). An app passes a debug assertion, a test records a
    ///     failure; by default it becomes a notice.
    /// - Throws: when the deep-link table cannot be built.
    public init(
        environment: AppEnvironment,
        linkedFeatures: [LinkedFeatureEntry] = LinkedFeatureEntry.all,
        windows: WindowRestoration = .reconnectLast,
        onEvent: @escaping @Sendable (AppEvent) -> Void = { _ in },
        onRejection: (@MainActor (AppTransitionRejection) -> Void)? = nil
    ) throws(AppError) {
        let coordinator = try AppCoordinator(
            environment: environment, linked: linkedFeatures, windows: windows, onEvent: onEvent,
            onRejection: onRejection ?? { onEvent(.notice(.refusedTransition($0))) })
        self.coordinator = coordinator
        let shown = DerivedScreen {
            let screen = coordinator.content.screen
            guard let warning = coordinator.machine.state.signedIn?.warning else { return screen }
            return Screen(
                title: screen.title, content: ["Warning: \(warning)"] + screen.content,
                actions: screen.actions)
        }
        self.shown = shown
        let recording = InputRecording(journal: coordinator.journal) { shown.current.title }
        self.recording = recording
        self.windows = AppWindows(coordinator: coordinator, recording: recording)
        entries = AppEntries(coordinator: coordinator, recording: recording)
        menu = AppMenu(entries: entries, windows: self.windows, coordinator: coordinator)
    }

    // MARK: What is shown

    /// What the App shows, each case holding the flow on screen: what a SwiftUI root view
    /// switches on.
    public var root: AppRoot { coordinator.machine.state }

    /// The app state: which root screen shows, with its payload.
    public var state: AppState { root.state }

    /// The signed-in user, while one is.
    public var user: AuthUser? { root.signedIn?.user }

    /// A non-blocking warning shown above the screen (offline after launch), if any.
    public var warning: String? { root.signedIn?.warning }

    /// The scene that commands apply to: the last one made current (``switchScene(to:)``, a
    /// window becoming active). While no window shows it, ``screen`` says so.
    public var currentScene: SceneID { coordinator.windows.current }

    /// The open scenes, those a window shows, in identifier order.
    public var openScenes: [SceneID] { coordinator.windows.open }

    /// The scenes kept without a window, in identifier order: their windows were disconnected
    /// by the system, and their navigation waits, saved, for them to connect again. One no
    /// window asks for during 3 launches and 14 days is given up.
    public var disconnectedScenes: [SceneID] { coordinator.windows.disconnected }

    /// The phase of scene `id`, or `nil` when it is not open.
    public func phase(of id: SceneID) -> ScenePhase? { coordinator.windows.phase(of: id) }

    /// The waiting deep link as a URL, if one waits.
    public var pendingDeepLink: String? { coordinator.links.pending }

    /// Where the App publishes what its navigation does: every router command of every
    /// feature and scene, each transition and rejection of the app state machine, each
    /// deep-link decision and scene change. Observe it to forward them to a logger or a crash
    /// reporter; nothing is made while nobody listens.
    ///
    /// ```swift
    /// let logging = app.navigationEvents.observe([.navigation, .deepLink]) { event in
    ///     logger.info("\(event)")
    /// }
    /// ```
    public var navigationEvents: NavigationEvents { coordinator.navigationEvents }

    /// The labels of the work still running (requests, restorations, session checks).
    public var runningWork: [String] { coordinator.work.running }

    /// The current scene's screen, with the warning (if any) as its first line. It is made
    /// once per change of what it shows and read as often as needed at no cost: a terminal, a
    /// journal and a view may each read it after every change.
    public var screen: Screen { shown.current }

    /// How many times ``screen`` was made since launch: once per change that was read.
    package var screensMade: Int { shown.made }

    /// The screen made now, not read from ``screen``: for a test that checks ``screen`` is
    /// never out of date.
    package var screenMadeNow: Screen { shown.madeNow }

    /// How wide scene `id`'s window is (``setWidth(_:in:)``); compact until told otherwise.
    public func width(of id: SceneID) -> SceneWidth {
        coordinator.windows.width(of: id)
    }

    /// Where the current scene's user is, in app routes.
    public var location: ScreenLocation<AppRoute> { content.location }

    private var content: any SceneContent { coordinator.content }

    // MARK: What the user does

    /// Runs a request made for scene `id`'s window, which has nowhere to throw to: a refusal
    /// is kept as ``refusal(in:)``, for that window alone to say, instead of thrown; a request
    /// that goes through forgets the scene's refusal. A window's `onOpenURL`, say:
    ///
    /// ```swift
    /// .onOpenURL { url in app.attempt(in: scene) { try $0.open(url.absoluteString, in: scene) } }
    /// ```
    /// - Parameters:
    ///   - id: the scene whose window made the request, or that a request without a window
    ///     was for (an entry the system delivered: the current scene).
    ///   - request: calls one of the App's methods (an error it throws that is not an
    ///     ``AppError`` is kept as one, under its type's name).
    public func attempt(in id: SceneID, _ request: (RootSwitchApp) throws -> Void) {
        do {
            try request(self)
            coordinator.windows.refusals[id] = nil
        } catch let error as AppError {
            coordinator.windows.refusals[id] = error
        } catch {
            coordinator.windows.refusals[id] = AppError(
                AppError.Code(rawValue: "\(type(of: error))"), reason: "\(error)", underlying: error
            )
        }
    }

    /// The last request ``attempt(in:_:)`` ran for scene `id` that the App refused (a link the
    /// system delivered that does not resolve, a scene past the cap), for that scene's window
    /// to say; nil once one goes through, ``dismissRefusal(in:)`` is called or the window
    /// goes. Another window's refusal is not this one's.
    public func refusal(in id: SceneID) -> AppError? {
        coordinator.windows.refusals[id]
    }

    /// Forgets scene `id`'s ``refusal(in:)``: the user has read it.
    public func dismissRefusal(in id: SceneID) {
        coordinator.windows.refusals[id] = nil
    }

    /// Waits until the work of `priority` (all work when nil) is done, including work it
    /// starts meanwhile. Actions start foreground work; the App's own checks run in the
    /// background.
    public func settle(_ priority: BackgroundWork.Priority? = nil) async {
        await coordinator.work.settle(priority)
    }

    /// Cancels the work user actions started and still running (a sign-in request, a page
    /// load), as a terminal's Ctrl-C does: each piece sees cancellation and ends as a failed
    /// action does, saying so on its screen. The App's own background checks go on.
    public func cancelForegroundWork() {
        recording(.cancelForegroundWork) { coordinator.work.cancel(.foreground) }
    }

    /// Performs an action of the current screen.
    /// - Throws: `unknown_action`, `unknown_argument`, `missing_argument`,
    ///   `invalid_argument`, `stack_too_deep`, `too_much_work` (nothing ran) or
    ///   `action_failed`.
    public func perform(_ action: String, arguments: [String: String] = [:]) throws(AppError) {
        try recording(.perform(action, arguments: arguments, on: screen)) {
            () throws(AppError) in
            try checkCapacity()
            do throws(RoutingError) {
                try screen.perform(action, arguments: arguments)
            } catch {
                throw AppError(error)
            }
        }
    }

    /// Goes back one step in the current scene.
    /// - Returns: false when there is nothing to go back to.
    @discardableResult
    public func back() -> Bool { recording(.back) { content.back() } }

    /// Selects a tab of the current scene by name (`home`, `search`, `profile`).
    /// - Throws: `unknown_tab`, `no_tabs` when the screen has none, or `too_much_work`.
    public func selectTab(_ name: String) throws(AppError) {
        try recording(.selectTab(name: name)) { () throws(AppError) in
            try checkCapacity()
            do throws(RoutingError) {
                try content.selectTab(named: name)
            } catch {
                throw AppError(error)
            }
        }
    }

    /// Shows Main's columns in the current scene as one stack (``SceneWidth/compact``) or side
    /// by side (``SceneWidth/regular``), as ``setWidth(_:in:)`` does: the CLI's `layout`.
    public func setWidth(_ width: SceneWidth) {
        recording(.setWidth(width: width, scene: nil)) {
            coordinator.setWidth(width, in: coordinator.windows.current)
        }
    }

    /// Shows Main's columns in scene `id` as one stack (``SceneWidth/compact``) or side by
    /// side (``SceneWidth/regular``), as its window's horizontal size class says: a SwiftUI
    /// window calls it when its size class changes. Each window has its own, so the other
    /// scenes keep theirs; a scene no window shows changes nothing. Only how the navigation is
    /// shown changes.
    public func setWidth(_ width: SceneWidth, in id: SceneID) {
        recording(.setWidth(width: width, scene: id.rawValue)) {
            coordinator.setWidth(width, in: id)
        }
    }

    /// Leaves the error screen: shows loading (at least the minimum time, so it does not
    /// flicker) while the session is checked again. What the error screen's retry button
    /// calls; anywhere else it changes nothing and is reported as a refused transition.
    public func retry() {
        recording(.retry) { coordinator.send(.retry) }
    }

    /// Signs out everywhere: forgets the session (ending it on the backend in the
    /// background), resets every scene's navigation and shows sign-in. Main's profile
    /// screen signs out through its own model; this is the error screen's way out.
    public func signOut() {
        recording(.signOut) { coordinator.send(.signedOut) }
    }

    /// Opens a link in the current scene: at once when the app state allows it, else kept
    /// pending (replacing any older pending link) until sign-in or onboarding is done.
    /// - Throws: the link's resolution error (`unsupported_scheme`, `no_match`,
    ///   `unconvertible_value`, ...) or `too_much_work`; a pending link stays pending.
    public func open(_ url: String) throws(AppError) {
        try recording(.open(url: url)) { () throws(AppError) in
            try checkCapacity()
            try coordinator.open(url)
        }
    }

    /// Opens a link in scene `id`, as a window's own `onOpenURL` does: the current scene stays
    /// current. A link the app state does not allow yet waits, as with ``open(_:)``, and then
    /// opens in the scene current when it is allowed.
    /// - Parameters:
    ///   - url: the link.
    ///   - id: an open scene.
    /// - Throws: `unknown_scene`, the link's resolution error, or `too_much_work`.
    public func open(_ url: String, in id: SceneID) throws(AppError) {
        try recording(.openIn(url: url, scene: id.rawValue)) { () throws(AppError) in
            try checkCapacity()
            try coordinator.open(url, in: id)
        }
    }

    /// Opens a new scene showing a link, as opening a link in a new window does: the scene
    /// becomes active and current, then the link opens in it, or waits as with ``open(_:)``
    /// when the app state does not allow it yet. All or nothing: a link that does not resolve
    /// opens no scene. The link is resolved once.
    ///
    /// ```swift
    /// let id = try app.openScene(showing: "rootswitch://items/42")  // app.currentScene == id
    /// ```
    /// - Parameter url: the link.
    /// - Returns: the new scene's identifier.
    /// - Throws: the link's resolution error (`no_match`, ...), `too_many_scenes` or
    ///   `too_much_work`; no scene is opened then, and the current scene stays current.
    @discardableResult
    public func openScene(showing url: String) throws(AppError) -> SceneID {
        try recording(.openSceneShowing(url: url)) { () throws(AppError) in
            try checkCapacity()
            return try coordinator.openScene(showing: url)
        }
    }

    /// Opens a new scene, makes it active and current.
    /// - Returns: its identifier, one more than the highest open or kept one.
    /// - Throws: `too_many_scenes` when ``AppLimits/openScenes`` are open, `too_much_work`.
    @discardableResult
    public func openScene() throws(AppError) -> SceneID {
        try recording(.openScene) { () throws(AppError) in
            try checkCapacity()
            return try coordinator.windows.openNew()
        }
    }

    /// Makes scene `id` current and active.
    /// - Throws: `unknown_scene`.
    public func switchScene(to id: SceneID) throws(AppError) {
        try recording(.switchScene(number: id.rawValue)) { () throws(AppError) in
            try coordinator.windows.switchTo(id)
        }
    }

    /// Closes scene `id`, open or kept without a window, and discards its saved navigation,
    /// as the user closing a window does. The lowest open scene becomes current if `id` was.
    /// - Throws: `unknown_scene`, or `last_scene` for the only open scene.
    public func closeScene(_ id: SceneID) throws(AppError) {
        try recording(.closeScene(number: id.rawValue)) { () throws(AppError) in
            try coordinator.windows.close(id, keepingOne: true)
        }
    }

    /// Disconnects scene `id`'s window, as the system does to a window in the background to
    /// free memory: the scene goes to the background (saving its navigation), its navigation
    /// is released, and the scene is kept, across relaunches too, until its window connects
    /// again (``reconnectScene(_:)``, a window restoring it) or, after 3 launches and 14 days
    /// without one, it is given up. The lowest open scene becomes current if `id` was; with
    /// none, ``screen`` says no window shows the App.
    /// - Throws: `unknown_scene` when `id` is not open.
    public func disconnectScene(_ id: SceneID) throws(AppError) {
        try recording(.disconnectScene(number: id.rawValue)) { () throws(AppError) in
            try coordinator.windows.disconnect(id)
        }
    }

    /// Connects kept scene `id` again, as the system does when the user comes back to a window
    /// it disconnected: its navigation shows as it was saved (then checked with the backend),
    /// and it becomes active and current.
    /// - Throws: `unknown_scene` when `id` is not kept, `already_connected` when it is open,
    ///   `too_many_scenes`.
    public func reconnectScene(_ id: SceneID) throws(AppError) {
        try recording(.reconnectScene(number: id.rawValue)) { () throws(AppError) in
            try coordinator.windows.reconnect(id)
        }
    }

    /// Moves the current scene to `phase`. Inactive saves its navigation; the app becoming
    /// active checks the session; all scenes in the background release caches.
    public func setPhase(_ phase: ScenePhase) {
        recording(.setPhase(phase: phase, scene: nil)) { coordinator.windows.setPhase(phase) }
    }

    /// Moves scene `id` to `phase`, as a window of its own reports its `scenePhase`; the
    /// current scene stays current.
    /// - Throws: `unknown_scene`.
    public func setPhase(_ phase: ScenePhase, of id: SceneID) throws(AppError) {
        try recording(.setPhase(phase: phase, scene: id.rawValue)) { () throws(AppError) in
            try coordinator.windows.setPhase(phase, of: id)
        }
    }

    /// Saves every scene's navigation and the list of scenes, and stops all work: the
    /// App is about to exit. A relaunch on the same state directory carries on from here.
    public func shutdown() {
        coordinator.journal?.end(state: snapshot.json)
        coordinator.shutdown()
    }

    /// Refuses what would start more work while ``AppLimits/pendingWork`` pieces run.
    private func checkCapacity() throws(AppError) {
        do {
            try coordinator.work.checkCapacity()
        } catch {
            throw AppError(error)
        }
    }
}
