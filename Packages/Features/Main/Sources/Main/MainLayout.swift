import Routing

/// What Main's navigation may hold: each tab's stack holds tab routes only, the settings
/// routes live in the settings sheet (one at a time), at its sizes. Links land there by their
/// declarations (``MainRouteDeclaration/landing``); restoration leaves out what cannot be
/// shown where it was saved.
enum MainLayout {
    /// The settings sheet's sizes: half the screen, or all of it.
    static let settingsSizing = SheetSizing(detents: [.medium, .large])

    /// A restorable version of `saved`: each tab's stack up to its first settings route, and
    /// over it its layers up to the first that cannot be one (a layer rooted at a route
    /// pushed inside a sheet, a second settings sheet), each layer's stack up to its first
    /// route of the other kind; a settings sheet saved without sizes comes back at its own.
    /// The selected tab and the arrangement are kept.
    static func restorable(_ saved: Navigation<MainRoute>) -> Navigation<MainRoute> {
        var commands: [NavigationCommand<MainRoute>] = []
        var hasSettings = false
        for tab in saved.tabs {
            commands.append(.select(tab.root))
            commands.append(
                .setPath(Array(tab.stacks[0].routes.dropFirst().prefix { !$0.isSettingsRoute })))
            for layer in tab.stacks.dropFirst() {
                let root = layer.routes[0]
                guard !isPushedInSheet(root), root != .settings || !hasSettings else { break }
                hasSettings = hasSettings || root == .settings
                let sizing = root == .settings ? layer.sizing ?? settingsSizing : layer.sizing
                commands.append(.present(root, style: layer.style ?? .sheet, sizing: sizing))
                commands += layer.routes.dropFirst()
                    .prefix { $0.isSettingsRoute == root.isSettingsRoute }.map { .push($0) }
            }
        }
        commands.append(.select(saved.selectedTab))
        if let arrangement = saved.arrangement { commands.append(.arrange(arrangement)) }
        // Main's tabs, pushes and presents of Main's own routes: nothing here can be refused.
        return (try? blank.applying(commands)) ?? blank
    }

    /// Main's navigation as it starts: every tab at its root, home selected.
    static var blank: Navigation<MainRoute> {
        // MainTab.allCases is not empty and repeats no root: this cannot throw.
        try! Navigation(tabs: MainTab.allCases.map(\.root))
    }

    /// Whether `stack` is a settings sheet: a layer whose root is the settings screen.
    static func isSettingsSheet(_ stack: Navigation<MainRoute>.Stack) -> Bool {
        stack.style != nil && stack.routes.first == .settings
    }

    /// Whether `route` is pushed inside a sheet, so it cannot be a layer's root.
    private static func isPushedInSheet(_ route: MainRoute) -> Bool {
        if case .inSheet = route.declaration.placement { true } else { false }
    }
}
