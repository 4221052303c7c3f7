/// A column of a split view (SwiftUI's `NavigationSplitView`), leading first.
public enum NavigationColumn: String, Hashable, Sendable, Codable, CaseIterable {
    /// The leading column: the root route, a list to choose from.
    case sidebar
    /// The middle column of a ``ColumnLayout/tripleColumn`` layout: the route chosen in the
    /// sidebar.
    case content
    /// The trailing column: the route chosen in the column before it, and the routes pushed
    /// above it.
    case detail
}
