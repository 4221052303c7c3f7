public import Observation

/// Columns for iPad and Mac (SwiftUI's `NavigationSplitView`): a sidebar, an optional content
/// column and a detail stack, which collapse into one stack on a compact screen and expand
/// back to the same columns.
///
/// The columns are one ``Router``'s stack (``router``) read by position (``ColumnLayout``),
/// so collapsing and expanding only change how the same state is shown: nothing chosen in a
/// column is lost when the width changes, and a compact screen binds ``router`` as any stack
/// (its `path`, its layers, its dialogs) while a wide one binds the columns. Each column is
/// observed on its own: a push in the detail does not touch a view reading the sidebar's
/// selection.
///
/// ```swift
/// let columns = ColumnRouter<MailRoute>(sidebar: .mailboxes, layout: .tripleColumn)
/// columns.show(.inbox, in: .content)  // the sidebar's selection
/// columns.show(.message(7), in: .detail)  // the content's selection: the detail's root
/// columns.router.push(.attachment(1))  // pushed in the detail
/// columns.collapse()  // compact: one stack, nothing lost
/// let stack = columns.router.stack  // [.mailboxes, .inbox, .message(7), .attachment(1)]
/// ```
///
/// Every command goes through the router's queue, like the router's own, and is refused
/// with ``RoutingError/Code/columnUnavailable`` when the layout lacks the column or a column
/// before it shows nothing.
@MainActor
@Observable
public final class ColumnRouter<R: Route> {
    /// The columns shown on a wide screen.
    public let layout: ColumnLayout
    /// The stack the columns are read from: what a compact screen shows, and where layers
    /// and dialogs are presented over the columns.
    public let router: Router<R>
    @ObservationIgnored private var collapsed: Bool
    /// Whether the columns were collapsed when the job under way first changed that; `nil`
    /// outside a job.
    @ObservationIgnored private var jobStart: Bool?

    /// Creates a column router over a new base router whose root is the sidebar's route.
    /// - Parameters:
    ///   - sidebar: the sidebar's route.
    ///   - layout: two or three columns.
    ///   - isCollapsed: whether the screen starts compact.
    ///   - events: where every command is published; nowhere by default.
    ///   - onIssue: receives every refused command.
    public convenience init(
        sidebar: R, layout: ColumnLayout, isCollapsed: Bool = false,
        events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in }
    ) {
        self.init(
            router: Router(root: sidebar, events: events, onIssue: onIssue), layout: layout,
            isCollapsed: isCollapsed)
    }

    /// Shows an existing router's stack as columns, such as one tab's of a ``TabRouter``:
    /// the router and everything driving it stay as they are. A router tells the column
    /// router made for it last of its changes.
    /// - Parameters:
    ///   - router: the stack to show as columns; its root is the sidebar's route.
    ///   - layout: two or three columns.
    ///   - isCollapsed: whether the screen starts compact.
    public init(router: Router<R>, layout: ColumnLayout, isCollapsed: Bool = false) {
        self.router = router
        self.layout = layout
        collapsed = isCollapsed
        router.columns = self
    }

    /// Whether the screen is compact, showing the columns as ``router``'s one stack.
    public var isCollapsed: Bool {
        access(keyPath: \.isCollapsed)
        return collapsed
    }

    /// The sidebar's route: the root of the stack.
    public var sidebar: R {
        access(keyPath: \.sidebar)
        return router.untrackedStack[0]
    }

    /// The route the content column shows, chosen in the sidebar; `nil` when nothing is
    /// chosen or in a two-column layout.
    public var content: R? {
        access(keyPath: \.content)
        let stack = router.untrackedStack
        return layout == .tripleColumn && stack.count > 1 ? stack[1] : nil
    }

    /// The detail's routes, root first: the route chosen in the column before it, then the
    /// routes pushed above it; empty when nothing is chosen.
    public var detail: [R] {
        access(keyPath: \.detail)
        return Array(router.untrackedStack.dropFirst(layout.detailStart))
    }

    /// What each column shows and the layers presented above them.
    public var state: ColumnsState<R> {
        ColumnsState(expanding: router.state, layout: layout) ?? ColumnsState(sidebar: sidebar)
    }

    /// The route chosen in the sidebar, as a `List(selection:)` binds it: the content's
    /// route in three columns, the detail's root in two. Setting a route shows it in the
    /// next column, clearing the ones after; setting `nil` clears every column but the
    /// sidebar.
    public var sidebarSelection: R? {
        get { layout == .tripleColumn ? content : detail.first }
        set {
            let next = layout.columns[1]
            execute(newValue.map { .show($0, in: next) } ?? .pop(to: .sidebar))
        }
    }

    /// The route chosen in the content column of a three-column layout: the detail's root;
    /// always `nil` in two columns. Setting `nil` clears the detail.
    public var contentSelection: R? {
        get { layout == .tripleColumn ? detail.first : nil }
        set { execute(newValue.map { .show($0, in: .detail) } ?? .pop(to: .content)) }
    }

    /// The routes pushed above the detail's root, as the detail's
    /// `NavigationStack(path:)` binds them. Setting it is one command, like
    /// ``Router/path``; refused while nothing is chosen for the detail.
    public var detailPath: [R] {
        get { Array(detail.dropFirst()) }
        set { execute(.detailPath(newValue)) }
    }

    /// The column a compact screen shows on top: the last one that shows something. Setting
    /// it, as `NavigationSplitView(preferredCompactColumn:)` does when the user goes back,
    /// clears the columns after it.
    public var preferredCompactColumn: NavigationColumn {
        get {
            if !detail.isEmpty { return .detail }
            return content == nil ? .sidebar : .content
        }
        set { execute(.pop(to: newValue)) }
    }

    /// Shows `route` first in `column`: the columns before it keep what they show, `column`
    /// shows `route` alone and the columns after it show nothing; choosing again the route
    /// a column shows changes nothing. In the sidebar, `route` becomes the root. What a deep link whose policy names a column does
    /// (``DeepLinkPolicy/column``). Refused when the layout has no such column or a column
    /// before it shows nothing.
    public func show(_ route: R, in column: NavigationColumn) {
        execute(.show(route, in: column))
    }

    /// Keeps what `column` and the columns before it show, and clears the ones after it.
    public func pop(to column: NavigationColumn) {
        execute(.pop(to: column))
    }

    /// Shows the columns as one stack, as on a compact screen; the state does not change.
    public func collapse() { setCollapsed(true) }

    /// Shows the stack as columns again, as on a wide screen: the same columns as before it
    /// collapsed, with whatever was done to the stack meanwhile.
    public func expand() { setCollapsed(false) }

    /// Replaces the columns and the presented layers with `state`, as ``Router/restore(_:)``
    /// does with its collapsed stack. A state the layout cannot show (a content route in two
    /// columns, a detail without a content route in three) is refused as
    /// ``RoutingError/Code/invalidState``.
    public func restore(_ state: ColumnsState<R>) {
        guard state.fits(layout) else {
            let queue = router.queue
            return queue.perform { [layout] after in
                queue.report(
                    .invalidState, "\(state) does not fit a \(layout.rawValue) layout",
                    after: &after)
            }
        }
        router.restore(state.collapsed)
    }

    /// Each column with its routes, then the layers presented above them:
    ///
    /// ```text
    /// sidebar: mailboxes
    /// content: inbox
    /// detail: message(7) > attachment(1)
    ///   sheet(own stack): compose
    /// ```
    public var treeDescription: String {
        let stack = router.untrackedStack
        let columns = layout.columns.map { column in
            let routes = stack.indices.filter { layout.column(at: $0) == column }
            return "\(column): " + routes.map { "\(stack[$0])" }.joined(separator: " > ")
        }
        return (columns + (router.untrackedPresented?.describe(depth: 1) ?? []))
            .joined(separator: "\n")
    }

    private func execute(_ kind: ColumnChange<R>.Kind) {
        router.execute(.columns(ColumnChange(layout: layout, kind: kind)))
    }

    private func setCollapsed(_ value: Bool) {
        router.queue.perform { [self] after in
            guard collapsed != value else { return }
            router.queue.publish({ value ? .collapseColumns : .expandColumns }, after: &after)
            if jobStart == nil {
                jobStart = collapsed
                router.queue.changing(self)
            }
            collapsed = value
        }
    }

    /// Tells the observers of each column that `change` touched; called by ``router`` when
    /// a job changed its stack.
    func stackChanged(_ change: StackChange<R>, to stack: [R]) {
        if change.differs(stack, at: 0) { withMutation(keyPath: \.sidebar) {} }
        if layout == .tripleColumn, change.differs(stack, at: 1) {
            withMutation(keyPath: \.content) {}
        }
        if change.differs(stack, from: layout.detailStart) { withMutation(keyPath: \.detail) {} }
    }
}

extension ColumnRouter: ChangePublishing {
    func publishChanges() {
        guard let start = jobStart else { return }
        jobStart = nil
        if start != collapsed { withMutation(keyPath: \.isCollapsed) {} }
    }
}
