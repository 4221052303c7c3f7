import Main
import Routing

/// What one scene of the signed-in app shows, as it is saved: Main's tabs, and the linked
/// feature's flow open over them, if any, as a cover above the selected tab's layers. Saved as
/// app routes, each as its link, so Main's routes and the linked features' are written and read
/// back through the one table that opens links.
struct SceneNavigation: Equatable {
    /// Main's selected tab and each tab's stack and layers.
    var main: TabsState<MainTab, MainRoute>
    /// The stack of the linked feature's flow over the scene, root first; empty for none.
    var cover: [LinkedRoute]

    init(main: TabsState<MainTab, MainRoute>, cover: [LinkedRoute]) {
        self.main = main
        self.cover = cover
    }

    /// Reads saved state: in each tab, the prefix of Main's routes (a route of another
    /// feature where Main's belongs ends its stack, and the layers above go with it), and on
    /// the selected tab, one last layer of a linked feature's routes, the cover.
    init(saved: TabsState<MainTab, AppRoute>) {
        var cover: [LinkedRoute] = []
        let tabs = saved.tabs.map { entry in
            var state = RouterState(stack: Self.main(entry.state.stack))
            guard state.stack.count == entry.state.stack.count else {
                return TabEntry(tab: entry.tab, state: state)
            }
            for (index, layer) in entry.state.presented.enumerated() {
                let routes = Self.main(layer.stack)
                if !routes.isEmpty {
                    state.presented.append(
                        PresentedLayer(style: layer.style, stack: routes, sizing: layer.sizing))
                }
                guard routes.count < layer.stack.count else { continue }
                let isLast = index == entry.state.presented.count - 1
                if routes.isEmpty, isLast, entry.tab == saved.selected {
                    cover = Self.linked(layer.stack)
                }
                break
            }
            return TabEntry(tab: entry.tab, state: state)
        }
        self.init(
            main: TabsState(
                selected: saved.selected, tabs: tabs, customization: saved.customization),
            cover: cover)
    }

    /// The state to save: Main's routes as app routes, the cover as a layer of the selected
    /// tab.
    var saved: TabsState<MainTab, AppRoute> {
        TabsState(
            selected: main.selected,
            tabs: main.tabs.map { entry in
                var layers = entry.state.presented.map { layer in
                    PresentedLayer(
                        style: layer.style, stack: layer.stack.map(AppRoute.main),
                        sizing: layer.sizing)
                }
                if entry.tab == main.selected, !cover.isEmpty {
                    layers.append(PresentedLayer(style: .cover, stack: cover.map(AppRoute.linked)))
                }
                return TabEntry(
                    tab: entry.tab,
                    state: RouterState(
                        stack: entry.state.stack.map(AppRoute.main), presented: layers))
            },
            customization: main.customization)
    }

    /// The prefix of `stack` that is Main's routes.
    private static func main(_ stack: [AppRoute]) -> [MainRoute] {
        Array(stack.prefix { $0.main != nil }.compactMap(\.main))
    }

    /// The prefix of `stack` that is one linked feature's routes.
    private static func linked(_ stack: [AppRoute]) -> [LinkedRoute] {
        let routes = stack.prefix { $0.linked != nil }.compactMap(\.linked)
        return Array(routes.prefix { $0.feature == routes.first?.feature })
    }
}
