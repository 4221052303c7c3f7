/// A stack read as the columns of a split view (SwiftUI's `NavigationSplitView`): what a view
/// binds on a wide screen, while a compact one binds the same ``router`` as one stack.
///
/// Nothing is stored here: the columns are positions of the stack (``ColumnLayout``), and the
/// inspector, a trailing column beside the detail, is the stack's (``Router/inspector``), so
/// nothing chosen in a column is lost when the window's width changes, and each column is
/// observed on its own (a push in the detail does not touch a view reading the sidebar).
///
/// ```swift
/// let columns = Navigator<MailRoute>(root: .mailboxes).router.columns(.tripleColumn)
/// columns.show(.inbox, in: .content)  // the sidebar's selection
/// columns.show(.message(7), in: .detail)  // the content's selection: the detail's root
/// columns.router.push(.attachment(1))  // pushed in the detail
/// let stack = columns.router.stack  // [.mailboxes, .inbox, .message(7), .attachment(1)]
/// columns.inspector = .headers(7)  // beside the detail; a sheet on a compact screen
/// ```
@MainActor
public struct ColumnRouter<R: Route> {
    /// The stack the columns are read from.
    public let router: Router<R>
    /// The columns shown on a wide screen.
    public let layout: ColumnLayout

    /// The sidebar's route: the root of the stack.
    public var sidebar: R? { routes(of: .sidebar).first }

    /// The route the content column shows; `nil` when nothing is chosen or in two columns.
    public var content: R? { routes(of: .content).first }

    /// The detail's routes, root first; empty when nothing is chosen.
    public var detail: [R] { routes(of: .detail) }

    /// The routes `column` shows.
    public func routes(of column: NavigationColumn) -> [R] {
        router.navigator.parts.read(column, of: layout, in: router.id)
        let stack = router.navigator.current.stack(router.id)?.routes ?? []
        let positions = layout.positions(of: column)
        return Array(stack.dropFirst(positions.lowerBound).prefix(positions.count))
    }

    /// The route chosen in the sidebar, as a `List(selection:)` binds it: the content's route in
    /// three columns, the detail's root in two. Setting a route shows it in the next column;
    /// setting `nil` clears every column but the sidebar.
    public var sidebarSelection: R? {
        get { layout == .tripleColumn ? content : detail.first }
        nonmutating set {
            let next = layout.columns[1]
            apply(
                newValue.map { .show($0, in: next, of: layout) } ?? .pop(to: .sidebar, of: layout))
        }
    }

    /// The route chosen in the content column of three columns: the detail's root; always
    /// `nil` in two. Setting `nil` clears the detail.
    public var contentSelection: R? {
        get { layout == .tripleColumn ? detail.first : nil }
        nonmutating set {
            apply(
                newValue.map { .show($0, in: .detail, of: layout) }
                    ?? .pop(to: .content, of: layout))
        }
    }

    /// The routes pushed above the detail's root, as the detail's `NavigationStack(path:)` binds
    /// them. Setting it is one command; refused while nothing is chosen for the detail.
    public var detailPath: [R] {
        get { Array(detail.dropFirst()) }
        nonmutating set { apply(NavigationCommand(.setDetailPath(newValue, layout))) }
    }

    /// The column a compact screen shows on top: the last that shows something. Setting it, as
    /// `NavigationSplitView(preferredCompactColumn:)` does when the user goes back, clears the
    /// columns after it; setting the column it is already changes nothing.
    public var preferredCompactColumn: NavigationColumn {
        get {
            if !detail.isEmpty { return .detail }
            return content == nil ? .sidebar : .content
        }
        nonmutating set {
            guard newValue != preferredCompactColumn else { return }
            apply(.pop(to: newValue, of: layout))
        }
    }

    /// The route the inspector shows beside the detail; `nil` while it is closed. Setting it
    /// is ``NavigationCommand/inspect(_:)`` on the stack.
    public var inspector: R? {
        get { router.inspector }
        nonmutating set { router.inspector = newValue }
    }

    /// Whether the inspector is open: the stack's ``Router/isInspectorPresented``.
    public var isInspectorPresented: Bool {
        get { router.isInspectorPresented }
        nonmutating set { router.isInspectorPresented = newValue }
    }

    /// Shows `route` first in `column` (``NavigationCommand/show(_:in:of:)``).
    public func show(_ route: R, in column: NavigationColumn) {
        apply(.show(route, in: column, of: layout))
    }

    /// Keeps what `column` and the columns before it show, and clears the others.
    public func pop(to column: NavigationColumn) {
        apply(.pop(to: column, of: layout))
    }

    private func apply(_ command: NavigationCommand<R>) {
        router.navigator.apply(command.on(router))
    }
}
