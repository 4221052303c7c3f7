/// What opening a link does to what is on screen, declared per pattern.
///
/// The column policies name where the route lands in a ``ColumnRouter``'s columns; since
/// the columns collapse into one stack by position, the link lands in the same place in
/// either width: in the column on a wide screen, at that column's place in the stack on a
/// compact one. A screen without columns shows such a link as ``rebuildStack`` does.
public enum DeepLinkPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Dismiss every presented layer, select the link's tab and rebuild its stack (default).
    case rebuildStack
    /// Push the route onto the stack currently on screen.
    case push
    /// Present the route as a sheet over what is on screen.
    case present
    /// Dismiss every presented layer, select the link's tab and make the route the sidebar's
    /// (``ColumnRouter/show(_:in:)`` in ``NavigationColumn/sidebar``).
    case sidebarColumn
    /// Dismiss every presented layer, select the link's tab and show the route in the
    /// content column, keeping the sidebar's route.
    case contentColumn
    /// Dismiss every presented layer, select the link's tab and show the route as the
    /// detail's root, keeping what the columns before it show.
    case detailColumn

    /// The column a column policy names; `nil` for the others.
    public var column: NavigationColumn? {
        switch self {
        case .rebuildStack, .push, .present: nil
        case .sidebarColumn: .sidebar
        case .contentColumn: .content
        case .detailColumn: .detail
        }
    }
}
