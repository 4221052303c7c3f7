import Routing

/// Where each route lives: which tab's stack, or the settings sheet. Deep links use it to
/// rebuild the navigation, restoration to leave out what cannot be shown where it was.
enum MainLayout {
    /// Where a deep link to `route` leads by default: the tab, the routes above the tab's
    /// root, and the layer to present over it (empty for none).
    struct Place: Equatable {
        let tab: MainTab
        let stack: [MainRoute]
        let sheet: [MainRoute]
    }

    static func place(of route: MainRoute) -> Place {
        let declaration = route.declaration
        return switch declaration.placement {
        case .tabRoot: Place(tab: declaration.tab, stack: [], sheet: [])
        case .pushed: Place(tab: declaration.tab, stack: [route], sheet: [])
        case .sheetRoot: Place(tab: declaration.tab, stack: [], sheet: [route])
        case .inSheet(let root): Place(tab: declaration.tab, stack: [], sheet: [root, route])
        }
    }

    /// The stack of a sheet presenting `route`: settings routes go in the settings sheet,
    /// any other route is the root of a sheet of its own.
    static func sheet(for route: MainRoute) -> [MainRoute] {
        route.isSettingsRoute ? place(of: route).sheet : [route]
    }

    /// A restorable version of `state`: each tab's base stack (the tab's own root, then
    /// tab routes only) and, apart, the layers to present over it again, with their sizes. A tab whose root
    /// is not its own starts again from its root; a stack keeps its longest valid prefix;
    /// the first invalid layer is left out with every layer above it. At most one settings
    /// sheet is kept, as only one runs at a time.
    static func restorable(
        _ state: TabsState<MainTab, MainRoute>
    ) -> (bases: TabsState<MainTab, MainRoute>, layers: [(MainTab, [PresentedLayer<MainRoute>])]) {
        var hasSettings = false
        var bases: [TabEntry<MainTab, MainRoute>] = []
        var layers: [(MainTab, [PresentedLayer<MainRoute>])] = []
        for entry in state.tabs {
            let stack = entry.state.stack
            let base =
                stack.first == entry.tab.root
                ? Array(stack.prefix { !$0.isSettingsRoute }) : [entry.tab.root]
            bases.append(TabEntry(tab: entry.tab, state: RouterState(stack: base)))
            var kept: [PresentedLayer<MainRoute>] = []
            for layer in entry.state.presented {
                guard let root = layer.stack.first, !Self.isPushedInSheet(root),
                    root != .settings || !hasSettings
                else { break }
                hasSettings = hasSettings || root == .settings
                kept.append(
                    PresentedLayer(
                        style: layer.style,
                        stack: Array(
                            layer.stack.prefix { $0.isSettingsRoute == root.isSettingsRoute }),
                        sizing: layer.sizing))
            }
            layers.append((entry.tab, kept))
        }
        return (
            TabsState(selected: state.selected, tabs: bases, customization: state.customization),
            layers
        )
    }

    /// Whether `route` is pushed inside a sheet, so it cannot be a layer's root.
    private static func isPushedInSheet(_ route: MainRoute) -> Bool {
        if case .inSheet = route.declaration.placement { true } else { false }
    }
}
