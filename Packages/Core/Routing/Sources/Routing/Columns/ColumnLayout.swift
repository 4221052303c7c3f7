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

    /// The positions of the collapsed stack whose routes `column` shows; empty for the content
    /// column of a ``doubleColumn`` layout.
    public func positions(of column: NavigationColumn) -> Range<Int> {
        guard let position = position(of: column) else { return 0..<0 }
        return column == .detail ? position..<Int.max : position..<(position + 1)
    }

    /// Where the detail starts in the collapsed stack.
    var detailStart: Int { columns.count - 1 }

    /// The stack that shows `route` first in `column`: the columns before it as in `stack`, the
    /// ones after it empty; `stack` itself when the column shows `route` already.
    /// - Throws: ``RoutingError/Code/columnUnavailable`` when the layout has no such column or
    ///   a column before it shows nothing.
    func stack<R: Route>(showing route: R, in column: NavigationColumn, over stack: [R])
        throws(RoutingError) -> [R]
    {
        guard let position = position(of: column) else { throw absent(column) }
        guard stack.count >= position else {
            throw RoutingError(
                .columnUnavailable,
                reason: "cannot show \(route) in the \(column) column: the "
                    + "\(columns[min(stack.count, detailStart)]) column shows nothing")
        }
        // Choosing again what a column shows keeps what the columns after it show.
        guard position >= stack.count || stack[position] != route else { return stack }
        return Array(stack.prefix(position)) + [route]
    }

    /// The stack that keeps what `column` and the columns before it show in `stack`.
    /// - Throws: ``RoutingError/Code/columnUnavailable`` when the layout has no such column.
    func stack<R: Route>(poppingTo column: NavigationColumn, of stack: [R]) throws(RoutingError)
        -> [R]
    {
        guard let position = position(of: column) else { throw absent(column) }
        return Array(stack.prefix(position + 1))
    }

    /// The stack whose detail shows its root in `stack` with `path` pushed above it.
    /// - Throws: ``RoutingError/Code/columnUnavailable`` while nothing is chosen for the detail.
    func stack<R: Route>(settingDetailPath path: [R], of stack: [R]) throws(RoutingError) -> [R] {
        guard stack.count > detailStart || path.isEmpty else {
            throw RoutingError(
                .columnUnavailable,
                reason: "cannot push \(path[0]) in the detail column: it shows nothing")
        }
        return Array(stack.prefix(detailStart + 1)) + path
    }

    private func absent(_ column: NavigationColumn) -> RoutingError {
        RoutingError(.columnUnavailable, reason: "a \(rawValue) layout has no \(column) column")
    }
}
