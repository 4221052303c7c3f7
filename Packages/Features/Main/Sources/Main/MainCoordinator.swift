import Analytics
import FeatureShell
import Routing

/// Runs the signed-in app in one scene: its navigator (the tabs, their stacks and the
/// sheets over them), the settings sheet's coordinator (started when a settings layer comes
/// on screen, however it came, and stopped when it goes), and the screen model of every
/// route, whose actions it carries out.
///
/// The navigator tells the coordinator of every change once (``Navigator/onChange``): the
/// route it leaves on screen is noted (``ShownRouteTracker``) and the settings sheet followed.
@MainActor
final class MainCoordinator: MainNavigation, MainRequests {
    let navigator: Navigator<MainRoute>
    private let dependencies: MainDependencies
    private let onSignOut: @MainActor () -> Void
    private let onSessionExpired: @MainActor () -> Void
    private lazy var models = MainModels(
        client: dependencies.client, work: dependencies.work, user: dependencies.user,
        appVersion: dependencies.appVersion, requests: self,
        onFailure: { [weak self] error in self?.loadFailed(error) })
    private lazy var shown = ShownRouteTracker(
        navigator: navigator, analytics: dependencies.analytics, models: models)
    private var settings: SettingsCoordinator?
    private var expiryReported = false

    init(
        _ dependencies: MainDependencies, onSignOut: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void
    ) {
        self.dependencies = dependencies
        self.onSignOut = onSignOut
        self.onSessionExpired = onSessionExpired
        // MainTab.allCases is not empty and repeats no root, and its sections name each tab
        // once at most, so this cannot throw.
        navigator = try! Navigator(
            tabs: MainTab.allCases.map(\.root), sections: MainTab.sections,
            search: MainTab.search.root, links: MainRoute.links,
            events: dependencies.navigationEvents)
        navigator.onChange = { [weak self] _ in self?.changed() }
    }

    // MARK: Coordinator

    func start() {
        // The settings sheet's choice, taken under it, wherever the sheet came from (a tap, a
        // link, a restore after a relaunch): the profile tab's root never leaves its place.
        navigator.router(for: .profile)?.onResult(SettingsChoice.self, at: .profile) {
            [weak self] choice in
            if choice == .signOut { self?.signOut() }
        }
        shown.start()
        followSettings()
    }

    /// Stops noting what is shown, then closes the settings sheet as its parent ending the flow
    /// would (reported `closed_by_parent`), as one change.
    func stop() {
        shown.stop()
        settings?.stop()
        let closing = closingSettings
        if !closing.isEmpty { navigator.apply(closing) }
    }

    // MARK: What is on screen

    /// The dialog on screen, if any; else, on a wide screen showing columns or an inspector,
    /// each column's screen side by side, the inspector's last; else the route's screen (the
    /// inspector's, over the route, on a compact screen).
    var screen: Screen {
        let top = navigator.topRouter
        if let dialog = top.dialog { return Screen(dialog, on: top) }
        guard let columns = shown.columns else {
            return MainScreenRenderer.screen(for: model(for: shown.route))
        }
        return MainScreenRenderer.columns(columns.map { $0.map(model(for:)) })
    }

    func model(for route: MainRoute) -> MainScreenModel {
        models.model(for: route)
    }

    var location: ScreenLocation<MainRoute> {
        let navigation = navigator.state
        let tab = navigation.tabs[navigation.selectedIndex]
        return ScreenLocation(
            tab: MainTab(root: tab.root)?.rawValue, stack: tab.stacks[0].routes,
            modal: tab.stacks.count > 1 ? tab.top.routes.last : nil,
            inspector: tab.top.inspector, searching: navigation.search?.isActive ?? false)
    }

    func columns(for tab: MainTab) -> ColumnRouter<MainRoute>? {
        guard let layout = tab.columnLayout else { return nil }
        return navigator.router(for: tab.root)?.columns(layout)
    }

    // MARK: Navigation

    /// Closes the top stack's inspector, or pops its top route, or closes the top layer; at
    /// the root of the search tab while its search is active, ends the search as its Cancel
    /// button does, back to the tab the user came from.
    func back() -> Bool {
        let top = navigator.topRouter
        if top.inspector != nil {
            top.inspector = nil
            return true
        }
        let count = top.stack.count
        guard count > 1 || top.style != nil else {
            guard navigator.isSearching else { return false }
            navigator.isSearching = false
            return true
        }
        count > 1 ? top.back() : top.dismissBySystem()
        return true
    }

    func selectTab(named name: String) throws(RoutingError) {
        guard let tab = MainTab(rawValue: name) else {
            let names = MainTab.allCases.map(\.rawValue).joined(separator: ", ")
            throw RoutingError(.unknownTab, reason: "no tab named \(name) (tabs: \(names))")
        }
        navigator.apply(.tap(tab.root))
    }

    func restore(_ saved: Navigation<MainRoute>) {
        navigator.apply(.restore(MainLayout.restorable(saved)))
    }

    func refreshWhenShown() {
        models.expire(keeping: shown.routes)
    }

    // MARK: What the screen models ask

    /// Pushes `route` on the stack on screen; on a wide screen showing columns, shows it in its
    /// column instead (an item chosen in a list replaces the item beside it). On a compact
    /// screen the inspector covers the stack: what it opens shows as it closes, in one change.
    func push(_ route: MainRoute) throws(RoutingError) {
        try checkRoomToPush()
        let top = navigator.topRouter
        if shown.tabColumns != nil, let column = route.declaration.column,
            let layout = MainTab(root: navigator.selectedTab)?.columnLayout
        {
            top.columns(layout).show(route, in: column)
        } else if navigator.isCompact, top.inspector != nil {
            top.apply([.inspect(nil), .push(route)])
        } else {
            top.push(route)
        }
    }

    func inspect(_ route: MainRoute) {
        navigator.topRouter.inspector = route
    }

    /// Presents the settings sheet over the screen. Only one runs at a time: one open already
    /// (a second tap before the first showed, one restored over another tab) closes as the new
    /// one opens, in the same change, so the sheet on screen is the one followed.
    func openSettings() {
        navigator.apply(closingSettings + [.present(.settings, sizing: MainLayout.settingsSizing)])
    }

    func showAbout() {
        settings?.showAbout()
    }

    func closeSettings() {
        settings?.close()
    }

    func finishSettings(_ choice: SettingsChoice) {
        settings?.finish(choice)
    }

    /// Asks on the profile tab, where the profile screen is.
    func signOut() {
        navigator.router(for: .profile)?.show(MainDialogs.signOut) { [weak self] outcome in
            if case .action(.signOut) = outcome { self?.onSignOut() }
        }
    }

    func itemMissing(_ id: Int, _ error: MainError) {
        let top = navigator.topRouter
        guard shown.isActive, top.stack.last == .item(id: id) else { return }
        top.show(MainDialogs.itemMissing(error)) { [weak self] outcome in
            // Taken down by its router: the item has left the screen already.
            guard self != nil, outcome != .closedByRouter else { return }
            top.stack.count > 1 ? top.back() : top.dismiss()
        }
    }

    // MARK: Helpers

    /// A change was applied: the settings sheet is followed, the route on screen noted.
    private func changed() {
        followSettings()
        shown.note()
    }

    /// Starts a settings coordinator for the settings layer on screen in any tab, and stops
    /// the one whose layer has gone.
    private func followSettings() {
        let stacks = navigator.state.tabs.lazy.flatMap(\.stacks)
        let layer = stacks.first(where: MainLayout.isSettingsSheet)
        guard layer?.id != settings?.router.id else { return }
        settings?.stop()
        settings = layer.flatMap { navigator.router(for: $0) }.map { router in
            SettingsCoordinator(router: router) { [weak self] outcome in
                self?.dependencies.analytics.track(.sheetClosed("settings", outcome: outcome))
            }
        }
        settings?.start()
    }

    /// The commands that close each settings sheet, and the layers over it, as their parent
    /// does: `.closedByParent`.
    private var closingSettings: [NavigationCommand<MainRoute>] {
        navigator.state.tabs.compactMap { tab in
            tab.stacks.firstIndex(where: MainLayout.isSettingsSheet)
                .flatMap { navigator.router(for: tab.stacks[$0 - 1]) }
                .map { NavigationCommand.dismissAll.on($0) }
        }
    }

    /// Refuses a push the user asked for once the selected tab holds
    /// `Navigation.maximumRoutes` routes with its layers: a saved state cannot be deeper than
    /// restoration keeps.
    /// - Throws: `stack_too_deep`.
    func checkRoomToPush() throws(RoutingError) {
        let navigation = navigator.state
        let count = navigation.tabs[navigation.selectedIndex].routeCount
        guard count >= Navigation<MainRoute>.maximumRoutes else { return }
        throw RoutingError(
            .stackTooDeep,
            reason: "This tab holds \(count) screens, the most there can be; go back first.")
    }

    private func loadFailed(_ error: MainError) {
        guard error.code == .sessionExpired, shown.isActive, !expiryReported else { return }
        expiryReported = true
        onSessionExpired()
    }
}
