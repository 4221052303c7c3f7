/// Commands for one router, collected to apply as one change (``Router/batch(_:)``,
/// ``ColumnRouter/batch(_:)``, and per tab in ``TabBatch``).
///
/// The commands apply in order, in one job of the router's queue: observers hear once of
/// each piece of state that changed (never of a state half-way through), the commands'
/// events and callbacks follow as if each had been issued alone, and if any command is
/// refused, none applies: the state stays as it was and the refusal is reported, naming the
/// command. A guard asks once for the whole batch; discarding applies it all.
///
/// ```swift
/// router.batch { batch in
///     batch.dismissAll()
///     batch.popToRoot()
///     batch.push(.item(42))
///     batch.show(DialogState<Never>.alert("Item 42 moved", buttons: [.cancel("OK")]))
/// }
/// ```
@MainActor
public struct NavigationBatch<R: Route> {
    private let router: Router<R>
    private let layout: ColumnLayout?
    private(set) var steps: [BatchStep] = []

    init(router: Router<R>, layout: ColumnLayout? = nil) {
        self.router = router
        self.layout = layout
    }

    /// Pushes `route` (``Router/push(_:)``).
    public mutating func push(_ route: R) { add(.push(route)) }

    /// Pops the top route (``Router/back()``).
    public mutating func back() { add(.back) }

    /// Pops every route above the root (``Router/popToRoot()``).
    public mutating func popToRoot() { add(.popToRoot) }

    /// Pops the routes above the topmost occurrence of `route` (``Router/pop(to:)``).
    public mutating func pop(to route: R) { add(.pop(to: route)) }

    /// Resets the stack to `route` alone (``Router/replaceRoot(_:)``).
    public mutating func replaceRoot(_ route: R) { add(.replaceRoot(route)) }

    /// Makes the routes above the root `path` (``Router/path``).
    public mutating func setPath(_ path: [R]) { add(.setPath(path)) }

    /// Closes every layer presented above the router (``Router/dismissAll()``).
    public mutating func dismissAll() { add(.dismissAll) }

    /// Presents `route` in a new layer on the topmost router, whose closing nobody awaits;
    /// reach it afterwards through ``Router/presentedRouter``.
    public mutating func present(_ route: R, style: PresentationStyle) {
        add(.present(router.layer([route], style: style, onClose: nil)))
    }

    /// Presents `route` in a new layer on the topmost router, its sheet resting at
    /// `sizing`'s detents (``Router/present(_:style:sizing:)``).
    public mutating func present(_ route: R, style: PresentationStyle, sizing: SheetSizing) {
        add(.present(router.layer([route], style: style, sizing: sizing, onClose: nil)))
    }

    /// Shows `dialog` on the topmost router (``Router/show(_:onOutcome:)``); if the batch
    /// is refused, `onOutcome` gets ``DialogOutcome/closedByRouter``.
    public mutating func show<Action: Sendable>(
        _ dialog: DialogState<Action>,
        onOutcome: @escaping @MainActor (DialogOutcome<Action>) -> Void = { _ in }
    ) {
        let (shown, respond) = router.presentable(dialog, onOutcome: onOutcome)
        var step = BatchStep(.showDialog(shown, respond), on: router)
        step.refused = { after in after.append { respond(.closedByRouter) } }
        steps.append(step)
    }

    /// Shows `route` first in `column` (``ColumnRouter/show(_:in:)``), in the layout of the
    /// column router the batch was made for, or `layout`.
    public mutating func show(
        _ route: R, in column: NavigationColumn, layout: ColumnLayout? = nil
    ) {
        guard let layout = layout ?? self.layout else {
            let queue = router.queue
            return steps.append(
                BatchStep { after in
                    queue.report(
                        .columnUnavailable, "no column layout to show \(route) in", after: &after)
                })
        }
        add(.columns(ColumnChange(layout: layout, kind: .show(route, in: column))))
    }

    private mutating func add(_ command: RouterCommand<R>) {
        steps.append(BatchStep(command, on: router))
    }
}
