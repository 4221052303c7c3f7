#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    /// A `TabView` bound to a navigator's tabs: the selection is the navigator's (tapping the
    /// selected tab again pops it to its root, as ``NavigationCommand/tap(_:)`` says), and on
    /// iOS and macOS it adapts to a sidebar on a wide screen, grouped in the navigator's
    /// sections, arranged as the user likes: reordering and hiding tabs is the navigator's
    /// ``Navigation/Arrangement``, so it is saved and restored with the navigation. The
    /// navigator's search tab has the search role; on iOS and macOS 26, selecting it begins
    /// the search (``Navigation/Search``), which its content binds with
    /// `routedSearch(_:text:)`.
    ///
    /// ```swift
    /// RoutedTabs(navigator) { root in
    ///     Text("\(root)")
    /// } content: { root in
    ///     RoutedStack(navigator.router(for: root)!) { Text("\($0)") }
    /// }
    /// ```
    public struct RoutedTabs<R: Route, TabLabel: View, Content: View>: View {
        let navigator: Navigator<R>
        let label: (R) -> TabLabel
        let content: (R) -> Content
        let identify: (R) -> String

        /// Tabs bound to `navigator`.
        /// - Parameters:
        ///   - navigator: the navigator whose tabs these are.
        ///   - identify: a tab's stable name for the user's customization (its root's path).
        ///   - label: a tab's label.
        ///   - content: a tab's content, such as a ``RoutedStack`` of its router.
        public init(
            _ navigator: Navigator<R>, identify: @escaping (R) -> String = { "\($0)" },
            @ViewBuilder label: @escaping (R) -> TabLabel,
            @ViewBuilder content: @escaping (R) -> Content
        ) {
            self.navigator = navigator
            self.identify = identify
            self.label = label
            self.content = content
        }

        public var body: some View {
            TabView(selection: selection) {
                ForEach(loose, id: \.self) { tab($0) }
                ForEach(navigator.sections, id: \.title) { section in
                    TabSection(section.title) {
                        ForEach(arranged(section.tabs), id: \.self) { tab($0) }
                    }
                    // The user's order of a section's tabs is kept under its id.
                    .customizationID("section." + section.title)
                }
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization(customization)
            .modifier(SearchTabSelection())
        }

        private func tab(_ root: R) -> some TabContent<R> {
            Tab(value: root, role: root == navigator.search?.tab ? .search : nil) {
                content(root)
            } label: {
                label(root)
            }
            .customizationID(identify(root))
        }

        /// Every tab in the user's order.
        private var order: [R] {
            (navigator.arrangement ?? Navigation<R>.Arrangement(order: navigator.tabs))
                .arranged(navigator.tabs)
        }

        /// The tabs in no section, in the user's order.
        private var loose: [R] {
            let grouped = Set(navigator.sections.flatMap(\.tabs))
            return order.filter { !grouped.contains($0) }
        }

        /// `tabs` in the user's order.
        private func arranged(_ tabs: [R]) -> [R] {
            order.filter(tabs.contains)
        }

        /// The navigator's arrangement as SwiftUI's customization, and back. SwiftUI keeps the
        /// order the user dragged the tabs into inside the customization, whose API reads a
        /// section's order at most, never that of the tabs outside a section: so the
        /// customization itself is kept in the arrangement
        /// (``Navigation/Arrangement/platformCustomization``), saved and restored with it, and
        /// given back as it was written, with the hidden tabs the navigator's. One that no
        /// longer reads is no customization: the navigator's order and hidden tabs apply.
        private var customization: Binding<TabViewCustomization> {
            let navigator = navigator
            let identify = identify
            return Binding(
                get: {
                    let arrangement = navigator.arrangement
                    let hidden = arrangement?.hidden ?? []
                    var customization =
                        arrangement?.platformCustomization(as: TabViewCustomization.self)
                        ?? TabViewCustomization()
                    for tab in navigator.tabs {
                        let id = identify(tab)
                        if hidden.contains(tab) {
                            customization[sidebarVisibility: id] = .hidden
                        } else if customization[sidebarVisibility: id] == .hidden {
                            customization[sidebarVisibility: id] = .automatic
                        }
                    }
                    return customization
                },
                set: { customization in
                    let hidden = Set(
                        navigator.tabs.filter {
                            customization[sidebarVisibility: identify($0)] == .hidden
                        })
                    let order = navigator.arrangement?.order ?? navigator.tabs
                    let arrangement = Navigation<R>.Arrangement(order: order, hidden: hidden)
                    navigator.apply(.arrange(arrangement.keeping(platform: customization)))
                })
        }

        /// The selected tab; choosing one is a tap on it.
        private var selection: Binding<R> {
            let navigator = navigator
            return Binding(get: { navigator.selectedTab }, set: { navigator.apply(.tap($0)) })
        }
    }
#endif
