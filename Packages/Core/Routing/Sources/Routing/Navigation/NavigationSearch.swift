extension Navigation {
    /// The tab with the search role and its search, as SwiftUI's
    /// `tabViewSearchActivation(.searchTabSelection)` behaves: selecting the tab begins the
    /// search, and ending it (``NavigationCommand/endSearch``) selects again the tab the user
    /// came from. Navigation state like the rest: restored, published, reached by a link that
    /// selects the tab.
    ///
    /// ```swift
    /// var navigation = try Navigation<ShopRoute>(tabs: [.home, .search], search: .search)
    /// navigation = try navigation.applying([.select(.search)])  // search?.isActive == true
    /// navigation = try navigation.applying([.endSearch])  // .home selected, search ended
    /// ```
    public struct Search: Hashable, Sendable, Codable {
        /// The search tab, by its root.
        public var tab: R { roots[0] }
        /// Whether the search is active: its field focused, the tab selected.
        public internal(set) var isActive: Bool
        /// The tab selected when the search began, selected again when it ends; `nil` while
        /// the search is not active, or when it began with the search tab already selected.
        public internal(set) var returnTab: R? {
            get { roots.count > 1 ? roots[1] : nil }
            set { roots = [roots[0]] + (newValue.map { [$0] } ?? []) }
        }
        /// ``tab``, then ``returnTab`` if any. An array's layout does not depend on `R`, so
        /// neither does a search's, nor a navigation's that holds one (as a stack's inspector).
        private var roots: [R]

        package init(tab: R, isActive: Bool = false, returnTab: R? = nil) {
            roots = [tab] + (returnTab.map { [$0] } ?? [])
            self.isActive = isActive
        }

        private enum CodingKeys: String, CodingKey {
            case tab, isActive, returnTab
        }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                tab: try values.decode(R.self, forKey: .tab),
                isActive: try values.decode(Bool.self, forKey: .isActive),
                returnTab: try values.decodeIfPresent(R.self, forKey: .returnTab))
        }

        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(tab, forKey: .tab)
            try values.encode(isActive, forKey: .isActive)
            try values.encodeIfPresent(returnTab, forKey: .returnTab)
        }

        /// The search once the tab whose root is `selected` is selected, `previous` before it:
        /// active with its way back when it is the search tab, else ended.
        func selecting(_ selected: R, from previous: R) -> Self {
            guard selected == tab else { return Self(tab: tab) }
            guard !isActive else { return self }
            return Self(tab: tab, isActive: true, returnTab: previous == tab ? nil : previous)
        }

        /// Whether it can be a search of `tabs`, one of them selected.
        package func fits(_ tabs: [R], selected: R) -> Bool {
            tabs.contains(tab) && returnTab.map(tabs.contains) != false
                && (!isActive || selected == tab) && (isActive || returnTab == nil)
        }
    }
}
