import Main
import Routing

/// One scene's navigation as the App saves it: Main's navigation, and over its selected tab
/// the stack of a linked feature's cover, if one is open. Saved as one
/// `Navigation<AppRoute>` (the cover a layer of linked routes), so that the one table that
/// opens links validates both, and read back the same way.
struct SceneNavigation: Equatable {
    var main: Navigation<MainRoute>
    var cover: [LinkedRoute]

    /// Whether the two show the same screens: the same routes in the same stacks and layers, the
    /// same tab selected, the same cover. A dialog the app raised meanwhile (an item that went
    /// missing) and the layers' identities do not count: they are not the user navigating.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.cover == rhs.cover && lhs.main.selectedIndex == rhs.main.selectedIndex
            && lhs.main.arrangement == rhs.main.arrangement
            && lhs.main.tabs.map { $0.stacks.map(\.routes) }
                == rhs.main.tabs.map { $0.stacks.map(\.routes) }
    }

    init(main: Navigation<MainRoute>, cover: [LinkedRoute]) {
        self.main = main
        self.cover = cover
    }

    /// A saved navigation read back: each tab's Main routes (a stack ends at its first route
    /// of another feature, and its layers with it), and a cover of linked routes on top of the
    /// selected tab.
    init(saved: Navigation<AppRoute>) {
        var commands: [NavigationCommand<MainRoute>] = []
        var cover: [LinkedRoute] = []
        for (index, tab) in saved.tabs.enumerated() {
            guard let root = tab.root.main else { continue }
            let base = Self.main(tab.stacks[0].routes)
            commands += [.select(root), .setPath(Array(base.dropFirst()))]
            guard base.count == tab.stacks[0].routes.count else { continue }
            for (depth, layer) in tab.stacks.enumerated().dropFirst() {
                let routes = Self.main(layer.routes)
                if let first = routes.first {
                    commands.append(
                        .present(first, style: layer.style ?? .sheet, sizing: layer.sizing))
                    commands += routes.dropFirst().map { .push($0) }
                }
                guard routes.count < layer.routes.count else { continue }
                let isLast = depth == tab.stacks.count - 1
                if routes.isEmpty, isLast, index == saved.selectedIndex {
                    cover = Self.linked(layer.routes)
                }
                break
            }
        }
        if let selected = saved.selectedTab.main { commands.append(.select(selected)) }
        if let arrangement = saved.arrangement {
            commands.append(
                .arrange(
                    Navigation<MainRoute>.Arrangement(
                        order: arrangement.order.compactMap(\.main),
                        hidden: Set(arrangement.hidden.compactMap(\.main)),
                        platformCustomization: arrangement.platformCustomization)))
        }
        let blank = Self.blank
        self.init(main: (try? blank.applying(commands)) ?? blank, cover: cover)
    }

    /// Main's navigation as it starts, every tab at its root.
    static var blank: Navigation<MainRoute> {
        // Main's tabs are not empty and repeat no root: this cannot throw.
        try! Navigation(tabs: MainTab.allCases.map(\.root))
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

    private static func main(_ stack: [AppRoute]) -> [MainRoute] {
        Array(stack.prefix { $0.main != nil }.compactMap(\.main))
    }

    private static func linked(_ stack: [AppRoute]) -> [LinkedRoute] {
        let routes = stack.prefix { $0.linked != nil }.compactMap(\.linked)
        return Array(routes.prefix { $0.feature == routes.first?.feature })
    }
}
