/// A change to a ``ColumnRouter``'s columns, applied to its router's stack as one command:
/// computed when it applies, from the stack as it is then.
struct ColumnChange<R: Route> {
    enum Kind {
        /// Make the route the first the column shows, clearing the columns after it (unless
        /// the column shows it already).
        case show(R, in: NavigationColumn)
        /// Keep what the column and those before it show, clearing the ones after it.
        case pop(to: NavigationColumn)
        /// Make the routes above the detail's root these.
        case detailPath([R])
    }

    let layout: ColumnLayout
    let kind: Kind

    /// The stack this change makes of `stack`, or why it is refused.
    func target(from stack: [R]) -> Result<[R], RoutingError> {
        switch kind {
        case .show(let route, let column):
            guard let position = layout.position(of: column) else { return absent(column) }
            guard stack.count >= position else {
                return .failure(
                    RoutingError(
                        .columnUnavailable,
                        reason: "cannot show \(route) in the \(column) column: the "
                            + "\(layout.column(at: stack.count)) column shows nothing"))
            }
            // Choosing again what a column shows keeps what the columns after it show.
            guard position >= stack.count || stack[position] != route else {
                return .success(stack)
            }
            return .success(Array(stack.prefix(position)) + [route])
        case .pop(let column):
            guard let position = layout.position(of: column) else { return absent(column) }
            return .success(Array(stack.prefix(position + 1)))
        case .detailPath(let path):
            let start = layout.detailStart
            guard stack.count > start || path.isEmpty else {
                return .failure(
                    RoutingError(
                        .columnUnavailable,
                        reason: "cannot push \(path[0]) in the detail column: it shows nothing"))
            }
            return .success(Array(stack.prefix(start + 1)) + path)
        }
    }

    /// The event the change publishes, routes named by `name`.
    func event(_ name: (R) -> String) -> NavigationEvent {
        switch kind {
        case .show(let route, let column):
            .showInColumn(route: name(route), column: column.rawValue)
        case .pop(let column): .popToColumn(column.rawValue)
        case .detailPath(let path): .setDetailPath(path.map(name))
        }
    }

    private func absent(_ column: NavigationColumn) -> Result<[R], RoutingError> {
        .failure(
            RoutingError(
                .columnUnavailable,
                reason: "a \(layout.rawValue) layout has no \(column) column"))
    }
}
