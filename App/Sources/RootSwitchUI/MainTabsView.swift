#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    /// Main's tabs: on iOS, iPadOS, macOS and visionOS a sidebar-adaptable `TabView` (a tab
    /// bar on a compact screen, a sidebar with the tab router's sections on a wide one) whose
    /// customization is the tab router's (`TabRouter.customization`): hiding a tab in the
    /// sidebar is `setHidden` on the router, and what the router says is hidden is hidden.
    /// Each tab shows its columns (``ColumnsView``) if it has them, else its stack.
    struct MainTabsView: View {
        let navigation: any MainNavigation

        var body: some View {
            #if os(iOS) || os(macOS) || os(visionOS)
                TabView(selection: selection) {
                    ForEach(loose, id: \.self) { tab($0) }
                    ForEach(navigation.tabs.sections, id: \.title) { section in
                        TabSection(section.title) {
                            ForEach(arranged(section.tabs), id: \.self) { tab($0) }
                        }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewCustomization(customization)
            #else
                TabView(selection: selection) {
                    ForEach(navigation.tabs.visibleTabs, id: \.self) { tab in
                        content(tab)
                            .tabItem { Label(tab.title, systemImage: MainView.icon(tab)) }
                            .tag(tab)
                    }
                }
            #endif
        }

        #if os(iOS) || os(macOS) || os(visionOS)
            private func tab(_ tab: MainTab) -> some TabContent<MainTab> {
                Tab(tab.title, systemImage: MainView.icon(tab), value: tab) {
                    content(tab)
                }
                .customizationID(tab.rawValue)
            }

            /// The tabs in no section, in the user's order.
            private var loose: [MainTab] {
                let grouped = Set(navigation.tabs.sections.flatMap(\.tabs))
                return navigation.tabs.customization.order.filter { !grouped.contains($0) }
            }

            /// `tabs` in the user's order.
            private func arranged(_ tabs: [MainTab]) -> [MainTab] {
                navigation.tabs.customization.order.filter(tabs.contains)
            }

            /// The tab router's hidden tabs as SwiftUI's customization, and back.
            private var customization: Binding<TabViewCustomization> {
                let tabs = navigation.tabs
                return Binding(
                    get: {
                        var customization = TabViewCustomization()
                        for tab in tabs.customization.hidden {
                            customization[sidebarVisibility: tab.rawValue] = .hidden
                        }
                        return customization
                    },
                    set: { customization in
                        for tab in tabs.tabs {
                            let hidden = customization[sidebarVisibility: tab.rawValue] == .hidden
                            if hidden != tabs.customization.hidden.contains(tab) {
                                tabs.setHidden(hidden, for: tab)
                            }
                        }
                    })
            }
        #endif

        /// The tab's columns, or its stack.
        @ViewBuilder private func content(_ tab: MainTab) -> some View {
            if let columns = navigation.columns(for: tab) {
                ColumnsView(columns: columns, navigation: navigation)
            } else if let router = navigation.tabs.router(for: tab) {
                RouterStack(router: router, navigation: navigation)
            }
        }

        /// The selected tab; selecting one goes through the tab router (which pops a
        /// reselected tab to its root and tracks the screen).
        private var selection: Binding<MainTab> {
            let tabs = navigation.tabs
            return Binding(get: { tabs.selected }, set: { tabs.select($0) })
        }
    }
#endif
