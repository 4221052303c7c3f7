#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    /// The signed-in app in one scene: a tab per `MainTab` (``MainTabsView``), home and search
    /// as columns, the profile a stack, with the layers each presents as sheets (or covers),
    /// all bound through RoutingUI.
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
#endif
