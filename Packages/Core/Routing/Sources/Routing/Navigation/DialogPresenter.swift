import Observation

/// The alert or confirmation dialog one router shows (``Router/dialog``), and who hears how
/// it closes.
///
/// Each router owns one. It changes only inside a command of its tree's ``CommandQueue``
/// (a show, an answer, or its router losing the routes under it), publishes what it does
/// there, and its responder runs once the tree is consistent.
@MainActor
@Observable
final class DialogPresenter {
    /// Receives a dialog's outcome, `.action` carrying the index of the button chosen.
    typealias Responder = @MainActor (DialogOutcome<Int>) -> Void

    /// The dialog shown, if any.
    private(set) var dialog: PresentedDialog?
    @ObservationIgnored private var responder: Responder?
    private let queue: CommandQueue

    init(queue: CommandQueue) {
        self.queue = queue
    }

    /// Shows `shown`, replacing the dialog shown, which closes with `.closedByRouter`: one
    /// change of ``dialog``.
    func show(
        _ shown: PresentedDialog, after: inout CommandQueue.Callbacks,
        respond: @escaping Responder
    ) {
        if let replaced = dialog { closed(replaced, with: .closedByRouter, after: &after) }
        queue.publish({ .showDialog(title: shown.title) }, after: &after)
        dialog = shown
        responder = respond
    }

    /// Closes the dialog with `outcome` if it is the showing `id`.
    /// - Returns: whether it was.
    func answer(
        _ id: Int, with outcome: DialogOutcome<Int>, after: inout CommandQueue.Callbacks
    ) -> Bool {
        guard dialog?.id == id else { return false }
        close(outcome, after: &after)
        return true
    }

    /// Takes the dialog down, if one is shown; its responder gets `outcome`.
    func close(_ outcome: DialogOutcome<Int>, after: inout CommandQueue.Callbacks) {
        guard let shown = dialog else { return }
        closed(shown, with: outcome, after: &after)
        dialog = nil
    }

    /// Publishes that `shown` closed with `outcome` and tells its responder.
    private func closed(
        _ shown: PresentedDialog, with outcome: DialogOutcome<Int>,
        after: inout CommandQueue.Callbacks
    ) {
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
        if let respond = responder {
            after.append { respond(outcome) }
        }
        responder = nil
    }
}
