/// The columns a ``ColumnRouter`` shows on a wide screen, and where each sits in the one
/// stack they collapse into on a compact one.
///
/// Collapsed, the columns are the stack a compact screen shows: the sidebar's route at the
/// root, then the route each column shows, leading first, then the routes pushed in the
/// detail. So position `p` of the stack is always the same column's:
///
/// | layout | sidebar | content | detail |
/// |---|---|---|---|
/// | ``doubleColumn`` | 0 | - | 1 and above |
/// | ``tripleColumn`` | 0 | 1 | 2 and above |
public enum ColumnLayout: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sidebar and a detail: the route chosen in the sidebar is the detail's root.
    case doubleColumn
    /// A sidebar, a content column and a detail: the route chosen in the sidebar shows in
    /// the content column, and the one chosen there is the detail's root.
    case tripleColumn

    /// The layout's columns, leading first.
    public var columns: [NavigationColumn] {
        switch self {
        case .doubleColumn: [.sidebar, .detail]
        case .tripleColumn: [.sidebar, .content, .detail]
        }
    }

    /// The position in the collapsed stack of the first route `column` shows; `nil` for the
    /// content column of a ``doubleColumn`` layout.
    public func position(of column: NavigationColumn) -> Int? {
        columns.firstIndex(of: column)
    }

    /// Where the detail starts in the collapsed stack.
    var detailStart: Int { columns.count - 1 }

    /// The column whose routes include position `index` of the collapsed stack.
    func column(at index: Int) -> NavigationColumn {
        columns[min(index, detailStart)]
    }
}
