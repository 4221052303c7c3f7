import Analytics
import FeatureShell
import Routing

/// Runs the signed-in app in one scene: the tabs and their stacks, the sheets over them,
/// the settings sheet's coordinator (which it starts and stops), and the screen model of
/// every route, whose actions it carries out.
///
/// What is on screen is noted by a ``ShownRouteTracker``: the coordinator's own changes go
/// through ``navigate(_:)``; changes made on ``tabs`` and its routers directly are observed.
@MainActor
final class MainCoordinator: MainNavigation, MainNavigator {
    let tabs: TabRouter<MainTab, MainRoute>
    /// The columns of each tab that has them (``MainTab/columnLayout``), over its router.
    private let columnRouters: [MainTab: ColumnRouter<MainRoute>]
    private let dependencies: MainDependencies
    private let onSignOut: @MainActor () -> Void
    private let onSessionExpired: @MainActor () -> Void
    private lazy var models = MainModels(
        client: dependencies.client, work: dependencies.work, user: dependencies.user,
        appVersion: dependencies.appVersion, navigator: self,
        onFailure: { [weak self] error in self?.loadFailed(error) })
    private lazy var shown = ShownRouteTracker(
        tabs: tabs, columns: columnRouters, analytics: dependencies.analytics,
        work: dependencies.work, models: models)
    private var settings: SettingsCoordinator?
    private var expiryReported = false

    init(
        _ dependencies: MainDependencies, onSignOut: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void
    ) {
        self.dependencies = dependencies
        self.onSignOut = onSignOut
        self.onSessionExpired = onSessionExpired
        // MainTab.allCases is not empty and repeats no tab, and its sections name each tab
        // once at most, so this cannot throw.
        let tabs = try! TabRouter(
            tabs: MainTab.allCases, sections: MainTab.sections,
            events: dependencies.navigationEvents
        ) { $0.root }
        self.tabs = tabs
        var columns: [MainTab: ColumnRouter<MainRoute>] = [:]
        for tab in MainTab.allCases {
            guard let layout = tab.columnLayout, let router = tabs.router(for: tab) else {
                continue
            }
            columns[tab] = ColumnRouter(router: router, layout: layout, isCollapsed: true)
        }
        columnRouters = columns
    }

    // MARK: Coordinator

    func start() {
        shown.start()
    }

    func stop() {
        shown.stop()
        settings?.stop()
    }

    // MARK: What is on screen

    /// The router whose top route is on screen: the selected tab's topmost layer.
    private var visibleRouter: Router<MainRoute> { tabs.selectedRouter.topmostRouter }

    /// The dialog the visible router shows, if any; else, on a wide screen showing columns,
    /// each column's screen side by side; else the route's screen.
    var screen: Screen {
        let router = visibleRouter
        if let dialog = router.dialog { return Screen(dialog, on: router) }
        guard let columns = shown.columns else {
            return MainScreenRenderer.screen(for: model(for: shown.route))
        }
        return MainScreenRenderer.columns(columns.map { $0.map(model(for:)) })
    }

    func model(for route: MainRoute) -> MainScreenModel {
        models.model(for: route)
    }

    var location: ScreenLocation<MainRoute> {
        let base = tabs.selectedRouter
        let top = base.topmostRouter
        return ScreenLocation(
            tab: tabs.selected.rawValue, stack: base.stack,
            modal: top === base ? nil : top.stack.last)
    }

    var navigationState: TabsState<MainTab, MainRoute> { tabs.state }

    func columns(for tab: MainTab) -> ColumnRouter<MainRoute>? { columnRouters[tab] }

    var isCompact: Bool { columnRouters[.home]?.isCollapsed ?? true }

    func setCompact(_ compact: Bool) {
        navigate {
            for tab in MainTab.allCases {
                if compact { columnRouters[tab]?.collapse() } else { columnRouters[tab]?.expand() }
            }
        }
    }

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
    /// and rebuilds its stack; a column policy does the same in one change, showing the route
    /// in that column of its tab (keeping what the columns before it show), in either width;
    /// `push` closes the current tab's layers and pushes onto its stack; `present` shows the
    /// route in a sheet over the screen. A settings route is always shown in the settings
    /// sheet, so `push` presents it too.
    func show(_ route: MainRoute, policy: DeepLinkPolicy) {
        navigate {
            if let column = policy.column, show(route, in: column) { return }
            switch policy {
            case .rebuildStack, .sidebarColumn, .contentColumn, .detailColumn:
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

    /// Shows `route` in `column` of its tab, closing every layer first, as one change.
    /// - Returns: false when its tab has no such column.
    private func show(_ route: MainRoute, in column: NavigationColumn) -> Bool {
        let tab = route.declaration.tab
        guard let layout = tab.columnLayout, layout.position(of: column) != nil else {
            return false
        }
        tabs.batch { batch in
            batch.dismissAll()
            batch.select(tab)
            batch.on(tab, layout: layout) { $0.show(route, in: column) }
        }
        return true
    }

    func restore(_ state: TabsState<MainTab, MainRoute>) {
        let plan = MainLayout.restorable(state)
        navigate {
            settings?.stop()
            tabs.restore(plan.bases)
            for (tab, layers) in plan.layers {
                guard let router = tabs.router(for: tab) else { continue }
                for layer in layers { present(layer.stack, on: router, sizing: layer.sizing) }
            }
        }
    }

    func refreshWhenShown() {
        models.expire(keeping: shown.route)
    }

    // MARK: What the screen models ask

    /// Pushes `route` on the router on screen; on a wide screen showing columns, shows it in
    /// its column instead (an item chosen in a list replaces the item beside it).
    func open(_ route: MainRoute) throws(RoutingError) {
        try checkRoomToPush()
        navigate {
            if shown.columns != nil, let column = route.declaration.column,
                let columns = columnRouters[tabs.selected]
            {
                columns.show(route, in: column)
            } else {
                visibleRouter.push(route)
            }
        }
    }

    func openSettings() {
        navigate { present([.settings], on: visibleRouter) }
    }

    func showAbout() {
        navigate { settings?.showAbout() }
    }

    func closeSettings() {
        navigate { settings?.close() }
    }

    /// Asks on the profile tab, where the profile screen is.
    func signOut() {
        tabs.router(for: .profile)?.show(MainDialogs.signOut) { [weak self] outcome in
            if case .action(.signOut) = outcome { self?.onSignOut() }
        }
    }

    func itemMissing(_ id: Int, _ error: MainError) {
        let router = visibleRouter
        guard shown.isActive, router.stack.last == .item(id: id) else { return }
        router.show(MainDialogs.itemMissing(error)) { [weak self, weak router] outcome in
            // Taken down by its router: the item has left the screen already.
            guard let self, let router, outcome != .closedByRouter else { return }
            navigate { router.stack.count > 1 ? router.back() : router.dismiss() }
        }
    }

    // MARK: Helpers

    /// Applies `change`, then notes the route it left on screen once.
    private func navigate(_ change: () -> Void) {
        shown.batch(change)
    }

    /// Refuses a push the user asked for once the selected tab holds
    /// `NavigationLimits.maximumRoutes` routes with its layers: a saved state cannot be
    /// deeper than restoration keeps.
    /// - Throws: `stack_too_deep`.
    func checkRoomToPush() throws(RoutingError) {
        let count = tabs.selectedRouter.state.routeCount
        guard count >= NavigationLimits.maximumRoutes else { return }
        throw RoutingError(
            .stackTooDeep,
            reason: "This tab holds \(count) screens, the most there can be; go back first.")
    }

    /// Presents `stack` in a sheet over `router`'s topmost layer, at `sizing`'s detents (a
    /// restored sheet's) or its own; a stack rooted at `.settings` goes to a new settings
    /// coordinator (replacing a running one).
    private func present(
        _ stack: [MainRoute], on router: Router<MainRoute>, sizing: SheetSizing? = nil
    ) {
        guard let root = stack.first else { return }
        guard root == .settings else {
            let style = PresentationStyle.sheet(ownStack: true)
            let sheet =
                sizing.map { router.present(root, style: style, sizing: $0) }
                ?? router.present(root, style: style)
            for route in stack.dropFirst() { sheet.push(route) }
            return
        }
        settings?.stop()
        let coordinator = SettingsCoordinator(
            presenter: router, path: Array(stack.dropFirst()),
            sizing: sizing ?? SettingsCoordinator.sizing
        ) { [weak self] outcome in self?.settingsClosed(outcome) }
        settings = coordinator
        coordinator.start()
    }

    private func settingsClosed(_ outcome: CloseOutcome<Never>) {
        dependencies.analytics.track(.sheetClosed("settings", outcome: outcome))
        if settings?.router?.isClosed ?? false { settings = nil }
        shown.note()
    }

    private func loadFailed(_ error: MainError) {
        guard error.code == .sessionExpired, shown.isActive, !expiryReported else { return }
        expiryReported = true
        onSessionExpired()
    }
}
