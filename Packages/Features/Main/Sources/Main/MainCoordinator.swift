import Analytics
import Routing

/// Runs the signed-in app in one scene: the tabs and their stacks, the sheets over them,
/// and the settings sheet's coordinator, which it starts and stops.
///
/// Every navigation goes through ``navigate(_:)``, which then notes the route on screen: a
/// new route is reported to analytics and its content starts loading.
@MainActor
final class MainCoordinator: MainNavigation {
    let user: MainUser
    let onSignOut: @MainActor () -> Void
    let tabs: TabRouter<MainTab, MainRoute>
    private let onSessionExpired: @MainActor () -> Void
    private let analytics: any AnalyticsClient
    private let client: MainClient
    private let work: BackgroundWork
    private(set) lazy var content = MainContent(client: client, work: work) { [weak self] error in
        self?.loadFailed(error)
    }
    private var settings: SettingsCoordinator?
    private var shown: MainRoute?
    private var navigating = 0
    private var isStopped = false
    private var expiryReported = false

    init(
        client: MainClient, work: BackgroundWork, analytics: any AnalyticsClient, user: MainUser,
        onSignOut: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void
    ) {
        self.client = client
        self.work = work
        self.analytics = analytics
        self.user = user
        self.onSignOut = onSignOut
        self.onSessionExpired = onSessionExpired
        // MainTab.allCases is not empty and repeats no tab, so this cannot throw.
        tabs = try! TabRouter(tabs: MainTab.allCases) { $0.root }
    }

    // MARK: Coordinator

    func start() {
        isStopped = false
        noteShown()
    }

    func stop() {
        isStopped = true
        settings?.stop()
    }

    // MARK: What is on screen

    /// The router whose top route is on screen: the selected tab's topmost layer.
    var visibleRouter: Router<MainRoute> { tabs.selectedRouter.topmostRouter }

    private var visibleRoute: MainRoute { visibleRouter.stack.last ?? tabs.selected.root }

    var screen: Screen {
        let router = visibleRouter
        if let settings, settings.router === router {
            return settings.screen(for: visibleRoute)
        }
        return screen(for: visibleRoute)
    }

    var location: ScreenLocation<MainRoute> {
        let base = tabs.selectedRouter
        let top = base.topmostRouter
        return ScreenLocation(
            tab: tabs.selected.rawValue, stack: base.stack,
            modal: top === base ? nil : top.stack.last)
    }

    var navigationState: TabsState<MainTab, MainRoute> { tabs.state }

    // MARK: Navigation

    func back() -> Bool {
        let base = tabs.selectedRouter
        let top = base.topmostRouter
        if top !== base {
            navigate { top.stack.count > 1 ? top.back() : top.dismissBySystem() }
            return true
        }
        guard base.stack.count > 1 else { return false }
        navigate { base.back() }
        return true
    }

    func selectTab(named name: String) throws(RoutingError) {
        guard let tab = MainTab(rawValue: name) else {
            let names = MainTab.allCases.map(\.rawValue).joined(separator: ", ")
            throw RoutingError(.unknownTab, reason: "no tab named \(name) (tabs: \(names))")
        }
        navigate { tabs.select(tab) }
    }

    /// Shows a deep link's route. `rebuildStack` closes every layer, selects the route's tab
    /// and rebuilds its stack; `push` closes the current tab's layers and pushes onto its
    /// stack; `present` shows the route in a sheet over the screen. A settings route is
    /// always shown in the settings sheet, so `push` presents it too.
    func show(_ route: MainRoute, policy: DeepLinkPolicy) {
        navigate {
            switch policy {
            case .rebuildStack:
                let place = MainLayout.place(of: route)
                tabs.show(place.stack, in: place.tab)
                if let router = tabs.router(for: place.tab) { present(place.sheet, on: router) }
            case .push where !route.isSettingsRoute:
                tabs.selectedRouter.dismissAll()
                tabs.selectedRouter.push(route)
            case .push, .present:
                let sheet = MainLayout.sheet(for: route)
                // A running settings sheet closes first, so the new one is not presented
                // over (or inside) it.
                if sheet.first == .settings { settings?.stop() }
                present(sheet, on: visibleRouter)
            }
        }
    }

    func restore(_ state: TabsState<MainTab, MainRoute>) {
        let plan = MainLayout.restorable(state)
        navigate {
            settings?.stop()
            tabs.restore(plan.bases)
            for (tab, layers) in plan.layers {
                guard let router = tabs.router(for: tab) else { continue }
                for layer in layers { present(layer, on: router) }
            }
        }
    }

    func releaseCaches() {
        content.release(keeping: visibleRoute)
    }

    /// Applies `change`, then notes the route it left on screen once.
    func navigate(_ change: () -> Void) {
        navigating += 1
        change()
        navigating -= 1
        noteShown()
    }

    /// Refuses a push the user asked for once the selected tab holds
    /// ``NavigationLimits/maximumRoutes`` routes with its layers: a saved state cannot be
    /// deeper than restoration keeps.
    /// - Throws: `stack_too_deep`.
    func checkRoomToPush() throws(RoutingError) {
        let count = tabs.selectedRouter.state.routeCount
        guard count >= NavigationLimits.maximumRoutes else { return }
        throw RoutingError(
            .stackTooDeep,
            reason: "this tab holds \(count) screens, the most there can be; go back first")
    }

    /// Presents `stack` in a sheet over `router`'s topmost layer; a stack rooted at
    /// `.settings` goes to a new settings coordinator (replacing a running one).
    func present(_ stack: [MainRoute], on router: Router<MainRoute>) {
        guard let root = stack.first else { return }
        guard root == .settings else {
            let sheet = router.present(root, style: .sheet(ownStack: true))
            for route in stack.dropFirst() { sheet.push(route) }
            return
        }
        settings?.stop()
        let coordinator = SettingsCoordinator(
            presenter: router, path: Array(stack.dropFirst()),
            onNavigate: { [weak self] in self?.noteShown() },
            onClose: { [weak self] outcome in self?.settingsClosed(outcome) })
        settings = coordinator
        coordinator.start()
    }

    private func settingsClosed(_ outcome: CloseOutcome<Never>) {
        analytics.track(.sheetClosed("settings", outcome: outcome))
        if settings?.router?.isClosed ?? false { settings = nil }
        noteShown()
    }

    /// Reports and loads the route on screen if it changed since last time.
    private func noteShown() {
        guard navigating == 0, !isStopped else { return }
        let route = visibleRoute
        guard route != shown else { return }
        shown = route
        analytics.track(.screenViewed(route.screenName))
        content.load(route)
    }

    private func loadFailed(_ error: MainError) {
        guard error.code == .sessionExpired, !isStopped, !expiryReported else { return }
        expiryReported = true
        onSessionExpired()
    }
}
