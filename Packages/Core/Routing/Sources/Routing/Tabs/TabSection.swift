/// A titled group of tabs: a section of the sidebar the tabs become on a wide screen
/// (SwiftUI's `TabSection` in a `.sidebarAdaptable` `TabView`).
public struct TabSection<Tab: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The section's title, as the sidebar shows it.
    public let title: String
    /// The section's tabs, in their declared order.
    public let tabs: [Tab]

    /// Creates a section.
    public init(_ title: String, tabs: [Tab]) {
        self.title = title
        self.tabs = tabs
    }
}
