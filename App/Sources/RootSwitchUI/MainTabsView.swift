#if canImport(SwiftUI)
    import Main
    import Routing
    import RoutingUI
    import SwiftUI

    /// Main's tabs (RoutingUI's `RoutedTabs`: a sidebar-adaptable `TabView` bound to the
    /// navigator), each showing its columns if it has them, else its stack, every route drawn
    /// by ``MainScreenView``. The search tab's field is the search model's query, its
    /// activation the navigator's search (`routedSearch`).
    struct MainTabsView: View {
        let navigation: any MainNavigation

        var body: some View {
            let navigator = navigation.navigator
            RoutedTabs(navigator, identify: Self.name) { root in
                if let tab = MainTab(root: root) {
                    Label(tab.title, systemImage: MainView.icon(tab))
                }
            } content: { root in
                if case .search(let search) = navigation.model(for: root) {
                    content(root)
                        .routedSearch(navigator, text: Bindable(search).query)
                        .onSubmit(of: .search) { search.search(search.query) }
                } else {
                    content(root)
                }
            }
        }

        @ViewBuilder private func content(_ root: MainRoute) -> some View {
            if let tab = MainTab(root: root), let columns = navigation.columns(for: tab) {
                RoutedColumns(columns) { screen($0) }
            } else if let router = navigation.navigator.router(for: root) {
                RoutedStack(router) { screen($0) }
            }
        }

        /// A tab's stable name for the user's customization: its `MainTab` name.
        private static func name(_ root: MainRoute) -> String {
            MainTab(root: root)?.rawValue ?? "\(root)"
        }

        private func screen(_ route: MainRoute) -> some View {
            MainScreenView(model: navigation.model(for: route))
        }
    }
#endif
