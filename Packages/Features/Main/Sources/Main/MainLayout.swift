import Routing

/// What Main's navigation may hold: each tab's stack holds tab routes only, the settings
/// routes live in the settings sheet (one at a time), at its sizes. Links land there by their
/// declarations (``MainRouteDeclaration/landing``); restoration leaves out what cannot be
/// shown where it was saved.
enum MainLayout {
    /// The settings sheet's sizes: half the screen, or all of it.
    static let settingsSizing = SheetSizing(detents: [.medium, .large])

    /// A restorable version of `saved`: each tab's stack up to its first settings route, with its
    /// inspector when the stack came back whole and the inspector shows a tab's route (the settings
    /// sheet's have none), and over it its layers up to the first that cannot be one (a layer
    /// rooted at a route pushed inside a sheet, a second settings sheet), each layer's stack up to
    /// its first route of the other kind; a settings sheet saved without sizes, or with sizes no
    /// sheet can have, comes back at its own. The selected tab and the arrangement are kept. What
    /// Main's navigation cannot hold (a tab Main does not have, an arrangement hiding every tab,
    /// another layer's impossible sizes) is left out alone, never the whole navigation.
    static func restorable(_ saved: Navigation<MainRoute>) -> Navigation<MainRoute> {
        var restored = blank
        // Applies `commands` unless one is refused, and says whether they were applied.
        @discardableResult func apply(_ commands: [NavigationCommand<MainRoute>]) -> Bool {
            guard let next = try? restored.applying(commands) else { return false }
            restored = next
            return true
        }
        var hasSettings = false
        for tab in saved.tabs where MainTab(root: tab.root) != nil {
            let base = tab.stacks[0]
            let path = base.routes.dropFirst().prefix { !$0.isSettingsRoute }
            apply([.select(tab.root), .setPath(Array(path))])
            if let inspector = base.inspector, !inspector.isSettingsRoute,
                path.count == base.routes.count - 1
            {
                apply([.inspect(inspector)])
            }
            for layer in tab.stacks.dropFirst() {
                let root = layer.routes[0]
                guard !isPushedInSheet(root), root != .settings || !hasSettings else { break }
                let style = layer.style ?? .sheet
                let own = root == .settings ? settingsSizing : nil
                guard
                    apply([.present(root, style: style, sizing: layer.sizing ?? own)])
                        || apply([.present(root, style: style, sizing: own)])
                else { break }
                hasSettings = hasSettings || root == .settings
                apply(
                    layer.routes.dropFirst()
                        .prefix { $0.isSettingsRoute == root.isSettingsRoute }.map { .push($0) })
            }
        }
        apply([.select(MainTab(root: saved.selectedTab)?.root ?? blank.selectedTab)])
        // An active search is its tab selected from the tab it goes back to.
        if let search = saved.search, search.isActive, let returnTab = search.returnTab {
            apply([.select(returnTab), .select(search.tab)])
        }
        if let arrangement = saved.arrangement { apply([.arrange(arrangement)]) }
        return restored
    }

    /// Main's navigation as it starts: every tab at its root, home selected.
    static let blank: Navigation<MainRoute> =
        // MainTab.allCases is not empty and repeats no root: this cannot throw.
        try! Navigation(tabs: MainTab.allCases.map(\.root), search: MainTab.search.root)

    /// Whether `stack` is a settings sheet: a layer whose root is the settings screen.
    static func isSettingsSheet(_ stack: Navigation<MainRoute>.Stack) -> Bool {
        stack.style != nil && stack.routes.first == .settings
    }

    /// Whether `route` is pushed inside a sheet, so it cannot be a layer's root.
    private static func isPushedInSheet(_ route: MainRoute) -> Bool {
        if case .inSheet = route.declaration.placement { true } else { false }
    }
}
