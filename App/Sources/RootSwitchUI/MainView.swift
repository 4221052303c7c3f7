#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    /// The signed-in app in one scene: a tab per `MainTab` (``MainTabsView``), home and search
    /// as columns (``ColumnsView``), the profile a `NavigationStack` bound to its router's
    /// path, with the layers the router presents as sheets (or covers).
    struct MainView: View {
        let navigation: any MainNavigation
        let warning: String?

        var body: some View {
            VStack(spacing: 0) {
                if let warning {
                    Text(warning).font(.footnote).padding(4).frame(maxWidth: .infinity)
                        .background(.orange.opacity(0.2))
                }
                MainTabsView(navigation: navigation)
            }
        }

        /// The tab's SF Symbol.
        static func icon(_ tab: MainTab) -> String {
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
            .presentingLayers(of: router, navigation: navigation)
        }
    }
#endif
