/// Alerts and confirmation dialogs: shown, answered and taken down through the command queue,
/// like every other change to the tree, and kept by each router's ``DialogPresenter``.
extension Router {
    /// The alert or confirmation dialog this router shows, if any: see
    /// ``show(_:onOutcome:)``. Never part of ``state``, so never saved or restored.
    public var dialog: PresentedDialog? { dialogs.dialog }

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
        let (shown, respond) = presentable(dialog, onOutcome: onOutcome)
        execute(.showDialog(shown, respond))
    }

    /// `dialog` as the tree shows it, with a responder turning the index of the button
    /// chosen into `onOutcome`'s action.
    func presentable<Action: Sendable>(
        _ dialog: DialogState<Action>,
        onOutcome: @escaping @MainActor (DialogOutcome<Action>) -> Void
    ) -> (PresentedDialog, DialogPresenter.Responder) {
        let buttons = dialog.buttons
        let respond: DialogPresenter.Responder = { outcome in
            switch outcome {
            case .action(let index):
                onOutcome(buttons[index].action.map { .action($0) } ?? .cancelled)
            case .cancelled: onOutcome(.cancelled)
            case .dismissedBySystem: onOutcome(.dismissedBySystem)
            case .closedByRouter: onOutcome(.closedByRouter)
            }
        }
        return (PresentedDialog(dialog, id: queue.nextDialogID()), respond)
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
}
