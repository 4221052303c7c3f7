import Main
import Routing

/// One scene's navigation as the App saves it: Main's navigation, and over its selected tab
/// a linked feature's flow, if one is open: the flow's stack, as a cover, and the layers the
/// feature presents over it. Saved as one `Navigation<AppRoute>` (the flow's stacks layers of
/// linked routes), so that the one table that opens links validates both, and read back the
/// same way.
struct SceneNavigation: Equatable {
    var main: Navigation<MainRoute>
    /// The flow's navigation, one feature's routes; its selected tab (its stack and the
    /// layers over it) is what is saved.
    var cover: Navigation<LinkedRoute>?

    /// Whether the two show the same screens: the same routes in the same stacks and layers,
    /// the same inspectors, the same tab selected and search, the same flow. A dialog the app
    /// raised meanwhile (an item that went missing) and the layers' identities do not count:
    /// they are not the user navigating.
    static func == (lhs: Self, rhs: Self) -> Bool {
        func screens<R: Route>(_ navigation: Navigation<R>?) -> [[[R?]]] {
            navigation?.tabs.map { $0.stacks.map { $0.routes + [$0.inspector] } } ?? []
        }
        return screens(lhs.cover) == screens(rhs.cover)
            && lhs.main.selectedIndex == rhs.main.selectedIndex
            && lhs.main.arrangement == rhs.main.arrangement && lhs.main.search == rhs.main.search
            && screens(lhs.main) == screens(rhs.main)
    }

    init(main: Navigation<MainRoute>, cover: Navigation<LinkedRoute>?) {
        self.main = main
        self.cover = cover
    }

    /// A saved navigation read back: Main's navigation, each stack ending at its first route
    /// of another feature (and its layers with it), and over the selected tab the flow, from
    /// the first layer left out of Main's: each layer's routes up to the first of another
    /// feature than the flow's root. A flow goes over Main's base stacks
    /// (``MainSceneContent/open(_:)``): Main's layers saved under one (a hand-edited file, or
    /// one saved before that rule) are left out.
    init(saved: Navigation<AppRoute>) {
        guard let main = saved.compactMap(\.main) else {
            self.init(main: MainFeature.blankNavigation, cover: nil)
            return
        }
        let stacks = saved.tabs[saved.selectedIndex].stacks.dropFirst(
            main.tabs[main.selectedIndex].stacks.count)
        guard let feature = stacks.first?.routes.first?.linked?.feature,
            let flow = Self.navigation(of: stacks)?.compactMap({ route -> LinkedRoute? in
                route.linked.flatMap { $0.feature == feature ? $0 : nil }
            })
        else {
            self.init(main: main, cover: nil)
            return
        }
        self.init(main: (try? main.applying([.dismissAll])) ?? main, cover: flow)
    }

    /// What the App saves: Main's navigation among the App's routes, the flow's stack a
    /// cover over the selected tab and its layers over that.
    var saved: Navigation<AppRoute> {
        let saved = main.map(AppRoute.main)
        guard let cover else { return saved }
        let flow = cover.map(AppRoute.linked).tabs[cover.selectedIndex].stacks
        return (try? saved.applying(Self.presenting(flow))) ?? saved
    }

    /// `stacks`, a stack and the layers over it, as a navigation of its own.
    private static func navigation<R: Route>(of stacks: some Collection<Navigation<R>.Stack>)
        -> Navigation<R>?
    {
        guard let base = stacks.first else { return nil }
        let pushes = base.routes.dropFirst().map { NavigationCommand<R>.push($0) }
        return try? Navigation(root: base.routes[0]).applying(
            pushes + presenting(stacks.dropFirst()))
    }

    /// The commands that present `stacks` over the stack on screen, each a layer in its own
    /// style (a base stack, which has none, as a cover) with its routes pushed.
    private static func presenting<R: Route>(_ stacks: some Sequence<Navigation<R>.Stack>)
        -> [NavigationCommand<R>]
    {
        stacks.flatMap { stack in
            [.present(stack.routes[0], style: stack.style ?? .cover, sizing: stack.sizing)]
                + stack.routes.dropFirst().map { .push($0) }
        }
    }
}
