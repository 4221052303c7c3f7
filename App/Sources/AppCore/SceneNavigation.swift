import Main
import Routing

/// One scene's navigation as the App saves it: Main's navigation, and over its selected tab
/// the stack of a linked feature's cover, if one is open. Saved as one
/// `Navigation<AppRoute>` (the cover a layer of linked routes), so that the one table that
/// opens links validates both, and read back the same way.
struct SceneNavigation: Equatable {
    var main: Navigation<MainRoute>
    var cover: [LinkedRoute]

    /// Whether the two show the same screens: the same routes in the same stacks and layers,
    /// the same inspectors, the same tab selected and search, the same cover. A dialog the app
    /// raised meanwhile (an item that went missing) and the layers' identities do not count:
    /// they are not the user navigating.
    static func == (lhs: Self, rhs: Self) -> Bool {
        func screens(_ navigation: Navigation<MainRoute>) -> [[[MainRoute?]]] {
            navigation.tabs.map { $0.stacks.map { $0.routes + [$0.inspector] } }
        }
        return lhs.cover == rhs.cover && lhs.main.selectedIndex == rhs.main.selectedIndex
            && lhs.main.arrangement == rhs.main.arrangement && lhs.main.search == rhs.main.search
            && screens(lhs.main) == screens(rhs.main)
    }

    init(main: Navigation<MainRoute>, cover: [LinkedRoute]) {
        self.main = main
        self.cover = cover
    }

    /// A saved navigation read back: Main's navigation, each stack ending at its first route
    /// of another feature (and its layers with it), and the cover of linked routes on top of
    /// the selected tab, when that is the one layer left out. A cover goes over Main's base
    /// stacks (``MainSceneContent/open(_:)``): Main's layers saved under one (a hand-edited
    /// file, or one saved before that rule) are left out.
    init(saved: Navigation<AppRoute>) {
        guard let main = saved.compactMap(\.main) else {
            self.init(main: MainFeature.blankNavigation, cover: [])
            return
        }
        let tab = saved.tabs[saved.selectedIndex]
        guard
            main.tabs[main.selectedIndex].stacks.count == tab.stacks.count - 1
                && tab.top.routes.first?.linked != nil
        else {
            self.init(main: main, cover: [])
            return
        }
        self.init(
            main: (try? main.applying([.dismissAll])) ?? main, cover: Self.linked(tab.top.routes))
    }

    /// What the App saves: Main's navigation among the App's routes, the cover a layer over the
    /// selected tab.
    var saved: Navigation<AppRoute> {
        let saved = main.map(AppRoute.main)
        guard let root = cover.first else { return saved }
        let layer: [NavigationCommand<AppRoute>] =
            [.present(.linked(root), style: .cover)] + cover.dropFirst().map { .push(.linked($0)) }
        return (try? saved.applying(layer)) ?? saved
    }

    private static func linked(_ stack: [AppRoute]) -> [LinkedRoute] {
        let routes = stack.prefix { $0.linked != nil }.compactMap(\.linked)
        return Array(routes.prefix { $0.feature == routes.first?.feature })
    }
}
