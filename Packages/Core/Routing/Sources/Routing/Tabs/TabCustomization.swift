/// A user's arrangement of a ``TabRouter``'s tabs: their order and the ones hidden from the
/// tab bar and the sidebar (SwiftUI's `TabViewCustomization`, as data).
///
/// Saved with the user's navigation (``TabsState/customization``) and restored only for that
/// user. Hiding a tab only takes it off the bar: it keeps its stack, a link into it still
/// opens it, and it can be selected.
///
/// ```swift
/// tabs.customize(TabCustomization(order: [.search, .home], hidden: [.profile]))
/// let visible = tabs.visibleTabs  // [.search, .home]
/// ```
public struct TabCustomization<Tab: Hashable & Sendable & Codable>: Hashable, Sendable {
    /// The tabs in the user's order; tabs it does not name follow in their declared order.
    public var order: [Tab]
    /// The tabs hidden from the tab bar and the sidebar.
    public var hidden: Set<Tab>

    /// Creates an arrangement.
    /// - Parameters:
    ///   - order: the tabs in the user's order; empty for the declared order.
    ///   - hidden: the tabs to hide.
    public init(order: [Tab] = [], hidden: Set<Tab> = []) {
        self.order = order
        self.hidden = hidden
    }

    /// `tabs` in this order: the ones ``order`` names first, as it names them, then the
    /// others as given.
    public func arranged(_ tabs: [Tab]) -> [Tab] {
        let known = Set(tabs)
        var seen = Set<Tab>()
        let named = order.filter { known.contains($0) && seen.insert($0).inserted }
        return named + tabs.filter { !seen.contains($0) }
    }

    /// This arrangement for exactly `tabs`: every tab in ``order``, no unknown or repeated
    /// one, only known tabs hidden.
    func fitted(to tabs: [Tab]) -> TabCustomization {
        TabCustomization(order: arranged(tabs), hidden: hidden.intersection(tabs))
    }
}

/// Saved with the hidden tabs in the user's order, so the file reads the same each time.
extension TabCustomization: Codable {
    private enum CodingKeys: String, CodingKey {
        case order, hidden
    }

    /// Reads an arrangement.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        order = try container.decode([Tab].self, forKey: .order)
        hidden = Set(try container.decode([Tab].self, forKey: .hidden))
    }

    /// Writes the arrangement, the hidden tabs in ``order``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(order, forKey: .order)
        let unordered = hidden.subtracting(order)
        try container.encode(order.filter(hidden.contains) + unordered, forKey: .hidden)
    }
}
