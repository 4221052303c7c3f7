/// The navigation state of a ``ColumnRouter``: what each column shows, and the layers
/// presented above them.
///
/// Holds routes only, so it is saved and restored as links like a ``RouterState``, which is
/// what it collapses into: ``collapsed`` is the one stack a compact screen shows, and
/// ``init(expanding:layout:)`` gives the columns back. Every state a column router reaches
/// expands from its collapsed form to itself, so nothing is lost when the width changes.
///
/// ```swift
/// let state = ColumnsState<MailRoute>(
///     sidebar: .mailboxes, content: .inbox, detail: [.message(7)])
/// let stack = state.collapsed.stack  // [.mailboxes, .inbox, .message(7)]
/// let same = ColumnsState(expanding: state.collapsed, layout: .tripleColumn) == state  // true
/// ```
public struct ColumnsState<R: Route>: Hashable, Sendable, Codable {
    /// The sidebar's route: the root of the collapsed stack.
    public var sidebar: R
    /// The route the content column shows (a ``ColumnLayout/tripleColumn`` layout's
    /// sidebar selection); `nil` when nothing is chosen, or in a two-column layout.
    public var content: R?
    /// The detail's routes, root first: the route chosen in the column before it, then the
    /// routes pushed above it; empty when nothing is chosen.
    public var detail: [R]
    /// The layers presented above the columns, outermost first.
    public var presented: [PresentedLayer<R>]

    /// Creates a state.
    public init(
        sidebar: R, content: R? = nil, detail: [R] = [], presented: [PresentedLayer<R>] = []
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.presented = presented
    }

    /// The columns of `state`, a collapsed stack, shown in `layout`; `nil` when its stack
    /// is empty.
    public init?(expanding state: RouterState<R>, layout: ColumnLayout) {
        guard let sidebar = state.stack.first else { return nil }
        let start = layout.detailStart
        self.init(
            sidebar: sidebar,
            content: layout == .tripleColumn && state.stack.count > 1 ? state.stack[1] : nil,
            detail: Array(state.stack.dropFirst(start)), presented: state.presented)
    }

    /// The one stack the columns collapse into: the sidebar's route, the content's, then
    /// the detail's, with the same presented layers.
    public var collapsed: RouterState<R> {
        RouterState(stack: [sidebar] + (content.map { [$0] } ?? []) + detail, presented: presented)
    }

    /// Whether `layout` can show the state: no content column in a two-column layout, and
    /// in three columns no detail without a content route.
    func fits(_ layout: ColumnLayout) -> Bool {
        switch layout {
        case .doubleColumn: content == nil
        case .tripleColumn: content != nil || detail.isEmpty
        }
    }
}
