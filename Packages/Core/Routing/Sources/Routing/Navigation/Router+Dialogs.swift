/// Alerts and confirmation dialogs: shown, answered and taken down through the command queue,
/// like every other change to the tree.
extension Router {
    /// Receives a dialog's outcome, `.action` carrying the index of the button chosen.
    @usableFromInline typealias DialogResponder = @MainActor (DialogOutcome<Int>) -> Void

    /// Shows `dialog` on the ``topmostRouter`` (the layer the user sees), replacing the
    /// dialog it shows, which closes with ``DialogOutcome/closedByRouter``.
    ///
    /// The dialog stays until the user answers it (``choose(_:)``,
    /// ``dismissDialogBySystem(_:)``) or its router takes it down: a route under it leaves the
    /// stack, or its layer closes. If this router has closed by the time the command applies,
    /// the dialog never shows and `onOutcome` gets `.closedByRouter`.
    /// - Parameters:
    ///   - dialog: what to show.
    ///   - onOutcome: called once, after the tree is updated, with how the dialog closed.
    public func show<Action: Sendable>(
        _ dialog: DialogState<Action>,
        onOutcome: @escaping @MainActor (DialogOutcome<Action>) -> Void = { _ in }
    ) {
        let shown = PresentedDialog(dialog, id: DialogCounter.next())
        let buttons = dialog.buttons
        execute(
            .showDialog(shown) { outcome in
                switch outcome {
                case .action(let index):
                    onOutcome(buttons[index].action.map { .action($0) } ?? .cancelled)
                case .cancelled: onOutcome(.cancelled)
                case .dismissedBySystem: onOutcome(.dismissedBySystem)
                case .closedByRouter: onOutcome(.closedByRouter)
                }
            })
    }

    /// Chooses `button` of the dialog shown on this router or a layer above it: the dialog
    /// closes with the button's action, or `.cancelled` for a button without one. A button
    /// of a dialog no longer shown does nothing.
    public func choose(_ button: PresentedDialog.Button) {
        execute(.answerDialog(id: button.dialogID, .action(button.id)))
    }

    /// Closes `dialog` with ``DialogOutcome/dismissedBySystem``: call it when the platform
    /// took it down (SwiftUI setting `isPresented` to false). Does nothing if `dialog` is no
    /// longer shown, as after one of its buttons was chosen.
    public func dismissDialogBySystem(_ dialog: PresentedDialog) {
        execute(.answerDialog(id: dialog.id, .dismissedBySystem))
    }

    @usableFromInline
    func showDialog(
        _ shown: PresentedDialog, _ respond: @escaping DialogResponder, after: inout Callbacks
    ) {
        closeDialog(.closedByRouter, after: &after)
        queue.publish({ .showDialog(title: shown.title) }, after: &after)
        dialog = shown
        dialogResponder = respond
    }

    /// Closes the dialog shown as `id` on this router or a layer above it.
    @usableFromInline
    func answerDialog(_ id: Int, _ outcome: DialogOutcome<Int>, after: inout Callbacks) {
        var next: Router? = self
        while let router = next {
            if router.storedDialog?.id == id {
                return router.closeDialog(outcome, after: &after)
            }
            next = router.storedPresentedRouter
        }
    }

    /// Takes down this router's dialog, if any; its responder gets `outcome`.
    ///
    /// Every pop asks, so the question is inlinable (`push + back` in routing-benchmarks);
    /// taking a dialog down is not.
    @inlinable
    func closeDialog(_ outcome: DialogOutcome<Int>, after: inout Callbacks) {
        if storedDialog != nil { takeDownDialog(outcome, after: &after) }
    }

    @usableFromInline
    func takeDownDialog(_ outcome: DialogOutcome<Int>, after: inout Callbacks) {
        guard let shown = storedDialog else { return }
        queue.publish(
            {
                let answer =
                    switch outcome {
                    case .action(let index):
                        shown.buttons.first { $0.id == index }?.label ?? "\(index)"
                    case .cancelled: "cancelled"
                    case .dismissedBySystem: "dismissed by system"
                    case .closedByRouter: "closed by router"
                    }
                return .closeDialog(title: shown.title, answer: answer)
            }, after: &after)
        dialog = nil
        if let respond = dialogResponder {
            after.append { respond(outcome) }
        }
        dialogResponder = nil
    }
}

/// Numbers each dialog shown, so an answer reaches only the showing it was meant for.
@MainActor
enum DialogCounter {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}
