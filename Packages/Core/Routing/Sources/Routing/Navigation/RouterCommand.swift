/// A change to one router, applied through its tree's ``CommandQueue``.
enum RouterCommand<R: Route> {
    case push(R)
    case back
    case popToRoot
    case pop(to: R)
    case replaceRoot(R)
    /// Make the routes above the root `path`, keeping what it shares with the stack.
    case setPath([R])
    /// Make the stack what a column router's change makes of it.
    case columns(ColumnChange<R>)
    /// Present the (new, detached) child router on the topmost router of the tree.
    case present(Router<R>)
    /// Close this router's own layer with `.cancelled` or `.dismissedBySystem`.
    case dismiss(CloseOutcome<any Sendable>)
    case dismissAll
    /// Finish the top route with a result whose static type is identified.
    case terminate(any Sendable, type: ObjectIdentifier)
    case onResult(type: ObjectIdentifier, ResultHandlers.Handler, at: R)
    case restore(RouterState<R>)
    /// Make this layer's sizing the given one.
    case resize(SheetSizing)
    /// Make this layer's sheet rest at the given detent, one of its sizing's.
    case selectDetent(SheetDetent)
    /// Show a dialog on the topmost router of the tree, replacing the one it shows.
    case showDialog(PresentedDialog, DialogPresenter.Responder)
    /// Close the dialog shown as `id` (on this router or a layer above) with `outcome`,
    /// `.action` carrying the index of the button chosen; nothing if it is gone.
    case answerDialog(id: Int, DialogOutcome<Int>)
    /// Run a change once no router from this one up is guarded (or the user discards).
    case whenUnguarded(@MainActor () -> Void)
}
