import AppStateMachine
import Auth
import FeatureShell
import PrivateStorage
import Routing

/// Owns the App's root and reacts to everything that may change it: the features' events,
/// scene lifecycle, session checks and deep links. The app state machine decides first:
/// ``send(_:)`` runs an intent's effects only once the transition table has accepted it.
@MainActor
final class AppCoordinator {
    let machine: StateMachine<AppRoot, RootIntent>
    let windows: SceneWindows
    /// Set once the machine exists: the gate follows it.
    private(set) var links: AppDeepLinks!
    let work = BackgroundWork(limit: AppLimits.pendingWork)
    /// Where the machine, the deep-link gate, the scenes and every feature's routers publish
    /// what they do.
    let navigationEvents = NavigationEvents()
    private let sessionCheck: SessionCheck
    private let flows: FlowFactory
    private let environment: AppEnvironment
    /// Who connects the windows: the App (the saved scenes) or each window (its own).
    private let restoration: WindowRestoration
    /// The token the store holds, as far as the App knows: saved again only when it changes.
    private var savedToken: String?
    private let emit: @Sendable (AppEvent) -> Void
    /// Where inputs and answers are recorded, if anywhere.
    let journal: JournalRecorder?
    /// Whether the launch is done: the root's flows started.
    private var started = false
    /// The scene the last link shown went to.
    private var shownIn: SceneID?

    /// Builds every part, decides the first root from the state directory, restores the
    /// saved scenes (connecting them again, or waiting for their windows) and starts the
    /// root's flows; or, before the device's first unlock, starts locked and does all that
    /// once it is unlocked.
    init(
        environment: AppEnvironment, linked: [LinkedFeatureEntry], windows: WindowRestoration,
        onEvent: @escaping @Sendable (AppEvent) -> Void,
        onRejection: @escaping @MainActor (AppTransitionRejection) -> Void
    ) throws(AppError) {
        let notice: @Sendable (AppNotice) -> Void = { onEvent(.notice($0)) }
        let answered = Answered()
        var environment = environment
        let table: DeepLinkTable<AppRoute>
        do {
            table = try AppRoute.deepLinkTable(linking: linked)
        } catch {
            throw AppError(error)
        }
        journal = environment.journal
        if let journal {
            journal.begin(
                clock: environment.clock, started: environment.now(),
                launch: JournalLaunch(environment: environment, windows: windows),
                links: { table.redacted($0) })
            environment.http = JournalingHTTPClient(base: environment.http, journal: journal)
        }
        environment.http = AnswerReportingHTTPClient(base: environment.http) {
            Task { @MainActor in answered.coordinator?.backendAnswered() }
        }
        emit = onEvent
        restoration = windows
        self.windows = SceneWindows(
            environment: environment, events: navigationEvents, report: notice)
        flows = FlowFactory(
            environment: environment, work: work, events: navigationEvents,
            openScenes: { [windows = self.windows] in windows.open },
            isCompact: { [windows = self.windows] in windows.width(of: $0) == .compact },
            links: table, linked: linked, report: notice)
        sessionCheck = SessionCheck(
            auth: flows.auth, work: work, clock: environment.clock,
            minimumLoadingTime: environment.minimumLoadingTime)
        let launch = Launch.read(environment, report: notice)
        let root = launch?.root(flows: flows) ?? .locked
        self.environment = environment
        savedToken = launch?.session?.token
        let transitioned = Transitioned()
        machine = StateMachine(
            initial: root, table: AppState.transitions, analytics: environment.analytics,
            events: navigationEvents, onRejection: onRejection,
            onTransition: { transition, old, intent in
                onEvent(.transition(transition))
                transitioned.coordinator?.entered(transition, from: old, by: intent)
            },
            build: { [flows] transition, root, intent in
                root.entering(transition, on: intent, flows: flows)
            })
        links = AppDeepLinks(
            links: table, machine: machine, environment: environment, events: navigationEvents,
            emit: onEvent
        ) { [weak transitioned] match, scene in
            transitioned?.coordinator?.show(match, in: scene)
        }

        flows.onEvent = { [weak self] event, signedIn in self?.receive(event, from: signedIn) }
        self.windows.onEvent = { [weak self] event in self?.handle(event) }
        answered.coordinator = self
        transitioned.coordinator = self
        guard launch != nil else {
            waitForUnlock()
            return
        }
        self.windows.restore(reconnecting: windows == .reconnectLast)
        links.restoreWaitingLink()
        for child in root.children { child.start() }
        // A link an earlier run left waiting opens now if the first root allows it (once a
        // window shows the App: else when the first one connects).
        links.openWaitingLink()
        started = true
    }

    /// Whether the App waits for the device's first unlock, nothing read yet.
    var isLocked: Bool { machine.state.kind == .locked }

    /// Reads the state directory again the next time the device is unlocked.
    private func waitForUnlock() {
        windows.hasReadList = false
        environment.protectedData.whenAvailable { [weak self] in self?.unlocked() }
    }

    /// The device was unlocked: reads what it keeps (or waits for the next unlock if data
    /// protection still keeps it closed), restores the saved scenes, and enters the state the
    /// saved session says, as a launch would have, checking the session if a scene is active.
    private func unlocked() {
        guard isLocked else { return }
        guard let launch = Launch.read(environment, report: { [emit] in emit(.notice($0)) })
        else { return waitForUnlock() }
        savedToken = launch.session?.token
        windows.restore(reconnecting: restoration == .reconnectLast)
        links.restoreWaitingLink()
        send(launch.intent)
        started = true
        if windows.phase(of: windows.current) == .active { verifySession() }
        journal?.step(.unlock, outcome: "ok", shows: content.screen.title)
    }

    /// Shows scene `id`'s columns as its window's `width` says, now and whenever Main gives
    /// it a navigation again; a scene no window shows changes nothing.
    func setWidth(_ width: SceneWidth, in id: SceneID) {
        guard windows.setWidth(width, of: id),
            case .authenticated(_, let scenes) = machine.state
        else { return }
        scenes.setCompact(width == .compact, in: id)
    }

    /// What the current scene shows: loading while locked, nothing to navigate while no
    /// window shows it.
    var content: any SceneContent {
        guard windows.isConnected(windows.current) || isLocked else {
            return StatusContent.noWindow
        }
        return machine.state.content(in: windows.current) { [weak self] in self?.send($0) }
    }

    /// Moves the root if the table allows `intent`; what follows runs in ``entered(_:from:by:)``.
    /// A refused intent changes nothing at all; the machine reports it to the rejection handler
    /// and to analytics.
    func send(_ intent: RootIntent) {
        machine.send(intent)
    }

    /// What follows a transition the machine accepted, before the deep-link gate hears of it:
    /// the effect its row declares (``AppState/Effect``), the user it brings, stopping the flows
    /// the new root no longer holds and starting the ones it does, and saving the session. The
    /// gate then opens a waiting link the new state lets through, into flows already started.
    private func entered(_ transition: AppTransition, from old: AppRoot, by intent: RootIntent) {
        let new = machine.state
        if let effect = AppState.effect(of: transition) {
            run(effect, leaving: old, for: new)
        }
        let userChanged = new.signedIn?.update { intent.update(&$0) } ?? false
        let kept = Set(new.children.map(ObjectIdentifier.init))
        let had = Set(old.children.map(ObjectIdentifier.init))
        for child in old.children where !kept.contains(ObjectIdentifier(child)) { child.stop() }
        for child in new.children where !had.contains(ObjectIdentifier(child)) { child.start() }
        if userChanged || old.signedIn !== new.signedIn { saveSession() }
    }

    /// Opens a deep link in scene `id` (the current one by default), now or once the app
    /// state allows it; a link that waits opens where the App shows it then.
    /// - Throws: `unknown_scene`, or the link's resolution error.
    func open(_ url: String, in id: SceneID? = nil) throws(AppError) {
        let id = id ?? windows.current
        // Locked, no window may show a scene yet: the link waits.
        if !isLocked { try windows.requireConnected(id) }
        try links.open(.link(url), in: id)
    }

    /// Opens what the system delivered (a notification, a user activity, ...) as its link, in
    /// the scene that shows the link's tab or feature (the current one first), else in the
    /// current scene, which it becomes; a link that waits opens where the App shows it then.
    /// - Returns: the scene the entry is for.
    /// - Throws: `unknown_scene` when no window shows the current scene, why the entry has no
    ///   link, or the link's resolution error.
    func open(_ entry: IncomingEntry) throws(AppError) -> SceneID {
        if !isLocked { try windows.requireConnected(windows.current) }
        shownIn = nil
        try links.open(entry)
        guard let shownIn else { return windows.current }
        // The system brings that window forward.
        if shownIn != windows.current { try windows.switchTo(shownIn) }
        return shownIn
    }

    /// The open scene that shows `route`'s ``AppRoute/target`` (the current one first), else
    /// the current scene.
    func scene(for route: AppRoute) -> SceneID {
        guard let target = route.target else { return windows.current }
        let candidates = [windows.current] + windows.open.filter { $0 != windows.current }
        return candidates.first { id in
            windows.isConnected(id) && content(in: id).location.target == target
        } ?? windows.current
    }

    /// What scene `id` shows.
    func content(in id: SceneID) -> any SceneContent {
        machine.state.content(in: id) { [weak self] in self?.send($0) }
    }

    /// Opens a new scene showing a deep link: a link that does not resolve is refused before
    /// any scene opens; one the app state does not allow yet waits, and the scene opens now.
    /// - Returns: the new scene, current.
    /// - Throws: `too_many_scenes` (checked first), or the link's resolution error; no scene
    ///   is opened then.
    func openScene(showing url: String) throws(AppError) -> SceneID {
        try windows.checkRoom()
        try links.resolve(url)
        let opened = try windows.openNew()
        try links.open(.link(url), in: opened)
        return opened
    }

    /// Connects a window: the scene it asks for, or a new one showing its link, if it has one
    /// (a link that cannot open leaves the new scene as it is and is returned).
    /// - Returns: the scene, the window's number and the link's refusal, if any.
    /// - Throws: `too_many_scenes`; nothing is connected then.
    func connectWindow(_ connection: WindowConnection) throws(AppError) -> (
        scene: SceneID, window: Int, linkRefusal: AppError?
    ) {
        guard case .showing(let url) = connection else {
            let saved: SceneID? = if case .restoring(let id) = connection { id } else { nil }
            let (scene, window) = try windows.connectWindow(restoring: saved)
            return (scene, window, nil)
        }
        let (scene, window) = try windows.connectWindow(restoring: nil)
        do {
            try open(url, in: scene)
            return (scene, window, nil)
        } catch {
            return (scene, window, error)
        }
    }

    /// Shows a link the gate let through in scene `id`, or, for an entry or a link that waited,
    /// in the scene that shows its route's target (``scene(for:)``).
    /// - Returns: false when nothing there has a place for it, `nil` while no window shows the
    ///   App (the link keeps waiting).
    private func show(_ match: DeepLinkMatch<AppRoute>, in id: SceneID?) -> Bool? {
        guard windows.isConnected(windows.current) else { return nil }
        let scene = id ?? scene(for: match.route)
        guard content(in: scene).open(match.route) else { return false }
        shownIn = scene
        return true
    }

    /// A transition's effect, the one place effects are written (their rows say which).
    private func run(_ effect: AppState.Effect, leaving old: AppRoot, for new: AppRoot) {
        switch effect {
        case .endSession:
            windows.discardSavedNavigation()
            if let session = old.signedIn?.session { endOnBackend(session) }
        case .keepNavigation:
            old.mainScenes?.saveAll()
        case .checkSession:
            guard let signedIn = new.signedIn else { return }
            sessionCheck.retry(signedIn.session) { [weak self] in self?.checked($0, for: signedIn) }
        }
    }

    /// Saves every scene's navigation and the list of scenes, stops the root's flows and
    /// all work: the App is about to exit.
    func shutdown() {
        machine.state.mainScenes?.saveAll()
        windows.saveList()
        for child in machine.state.children { child.stop() }
        work.cancelAll()
    }

    /// A flow's event, unless the flow belongs to a session the root no longer holds.
    private func receive(_ event: FlowEvent, from signedIn: UserSession?) {
        guard machine.state.signedIn === signedIn else { return }
        switch event {
        case .signedIn(let session):
            send(session.user.onboarding.finished ? .signedIn(session) : .startOnboarding(session))
        case .onboardingMoved(let step):
            send(.onboardingMoved(step))
        case .onboardingFinished:
            guard let signedIn else { return }
            enterMain(after: signedIn)
        case .signOutAsked:
            send(.signedOut)
        case .sessionExpired:
            send(.sessionExpired)
        }
    }

    /// Onboarding is done: the user is fetched again first, so Main starts with the profile
    /// just set up (the name); if that fails, with the user as saved.
    private func enterMain(after signedIn: UserSession) {
        work.start("load-profile") { [weak self, sessionCheck] in
            let fetched = await sessionCheck.currentUser(signedIn.session)
            guard let self, case .onboarding(let current, _) = machine.state, current === signedIn
            else { return }
            send(.onboardingFinished(fetched ?? signedIn.user))
        }
    }

    /// The one place scene lifecycle is reacted to.
    private func handle(_ event: SceneEvent) {
        switch event {
        case .sceneConnected(let id):
            machine.state.mainScenes?.attach(id)
            // At launch, the root's flows start first.
            if started { links.openWaitingLink() }
        case .sceneDisconnected(let id):
            machine.state.mainScenes?.save(id)
            machine.state.mainScenes?.detach(id)
        case .sceneBecameInactive(let id), .sceneEnteredBackground(let id):
            machine.state.mainScenes?.save(id)
        case .appBecameActive:
            verifySession()
        case .appEnteredBackground:
            machine.state.mainScenes?.refreshWhenShown()
            windows.saveList()
        case .sceneBecameActive, .appBecameInactive:
            break
        }
    }

    /// Asks the backend, in the background, whether the session on screen still holds.
    private func verifySession() {
        switch machine.state {
        case .authenticated(let signedIn, _), .onboarding(let signedIn, _):
            sessionCheck.verify(signedIn.session) { [weak self] in self?.checked($0, for: signedIn)
            }
        case .loading, .unauthenticated, .error, .locked:
            break
        }
    }

    /// What the backend said about the session becomes an intent, or a warning while it
    /// cannot be reached. An answer about a session the root no longer holds changes nothing.
    private func checked(_ outcome: SessionCheck.Outcome, for signedIn: UserSession) {
        guard machine.state.signedIn === signedIn else { return }
        let kind = machine.state.kind
        switch outcome {
        case .valid(var user):
            signedIn.warning = nil
            // Mid-onboarding, the step on screen is the device's (a step taken back is saved
            // here only); the backend decides only whether onboarding is finished.
            if !user.onboarding.finished { user.onboarding = signedIn.user.onboarding }
            switch (kind, user.onboarding.finished) {
            case (.loading, false):
                send(.resumeOnboarding(signedIn.onboardingStep))
            case (.loading, true), (.onboarding, true):
                send(.verified(user))
            case (.authenticated, _) where user != signedIn.user:
                send(.verified(user))
            default:
                if signedIn.update({ $0 = user }) { saveSession() }
            }
        case .expired:
            send(.sessionExpired)
        case .maintenance:
            send(.failed(.maintenance))
        case .unreachable where kind == .loading:
            send(.failed(.networkUnavailable))
        case .unreachable(let reason):
            let warning = AppText.offline(reason)
            signedIn.warning = warning
            emit(.notice(.offline(warning)))
        }
    }

    /// The backend answered a request: a warning that it cannot be reached is out of date.
    private func backendAnswered() {
        machine.state.signedIn?.warning = nil
    }

    /// Who hears that the backend answered, once the coordinator exists.
    @MainActor
    private final class Answered {
        weak var coordinator: AppCoordinator?
    }

    /// Who runs what follows a transition and shows a link, once the coordinator exists: the
    /// machine and the gate are made before it.
    @MainActor
    private final class Transitioned {
        weak var coordinator: AppCoordinator?
    }

    /// Ends the session on the backend, in the background; a failure changes nothing here.
    private func endOnBackend(_ session: AuthSession) {
        let auth = flows.auth
        work.start("sign-out", priority: .background) {
            await auth.signOut(session: session)
        }
    }

    /// Saves who is signed in: a new token in the store first, then `session.json` (a file
    /// naming a user whose token is missing is a signed-out device, never the other way
    /// round); signed out, the file first, then the token is removed.
    private func saveSession() {
        let session = machine.state.signedIn?.session
        do throws(PrivateStorageError) {
            if let session, session.token != savedToken {
                try environment.sessionTokens.save(session.token)
                savedToken = session.token
            }
            try environment.files.save(SessionFile(user: session?.user))
            if session == nil, savedToken != nil {
                try environment.sessionTokens.remove()
                savedToken = nil
            }
        } catch {
            emit(.notice(.sessionNotSaved(reason: error.reason)))
        }
    }
}
