#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    /// The signed-in app in one scene: a tab per `MainTab`, each a `NavigationStack` bound to
    /// its router's path, with the layers the router presents as sheets (or covers).
    struct MainView: View {
        let navigation: any MainNavigation
        let warning: String?

        var body: some View {
            VStack(spacing: 0) {
                if let warning {
                    Text(warning).font(.footnote).padding(4).frame(maxWidth: .infinity)
                        .background(.orange.opacity(0.2))
                }
                TabView(selection: selection) {
                    ForEach(navigation.tabs.tabs, id: \.self) { tab in
                        if let router = navigation.tabs.router(for: tab) {
                            RouterStack(router: router, navigation: navigation)
                                .tabItem { Label(tab.title, systemImage: Self.icon(tab)) }
                                .tag(tab)
                        }
                    }
                }
            }
        }

        /// The selected tab; selecting one goes through the tab router (which pops a
        /// reselected tab to its root and tracks the screen).
        private var selection: Binding<MainTab> {
            let tabs = navigation.tabs
            return Binding(get: { tabs.selected }, set: { tabs.select($0) })
        }

        /// The tab's SF Symbol.
        private static func icon(_ tab: MainTab) -> String {
            switch tab {
            case .home: "house"
            case .search: "magnifyingglass"
            case .profile: "person.crop.circle"
            }
        }
    }

    /// One router's stack, and the layer it presents, recursively: a sheet with its own
    /// stack is another `RouterStack`.
    struct RouterStack: View {
        let router: Router<MainRoute>
        let navigation: any MainNavigation

        var body: some View {
            NavigationStack(path: Bindable(router).path) {
                MainScreenView(model: navigation.model(for: router.stack[0]))
                    .navigationDestination(for: MainRoute.self) { route in
                        MainScreenView(model: navigation.model(for: route))
                    }
            }
            .dialog(of: router)
            .sheet(item: presented(where: { $0 != .cover })) { layer in
                RouterStack(router: layer, navigation: navigation)
            }
            #if os(iOS)
                .fullScreenCover(item: presented(where: { $0 == .cover })) { layer in
                    RouterStack(router: layer, navigation: navigation)
                }
            #endif
        }

        /// The presented layer of a style; the system dismissing it (a swipe down) closes it
        /// through the router, with the `dismissedBySystem` outcome.
        private func presented(where style: @escaping @Sendable (PresentationStyle) -> Bool)
            -> Binding<Router<MainRoute>?>
        {
            let router = router
            return Binding(
                get: {
                    router.presentedRouter.flatMap { layer in
                        layer.presentationStyle.map(style) == true ? layer : nil
                    }
                },
                set: { layer in
                    if layer == nil { router.presentedRouter?.dismissBySystem() }
                })
        }
    }
#endif
