import Observation

/// The alert or confirmation dialog one router shows (``Router/dialog``), and who hears how
/// it closes.
///
/// Each router owns one. It changes only inside a command of its tree's ``CommandQueue``
/// (a show, an answer, or its router losing the routes under it), publishes what it does
/// there, and its responder runs once the tree is consistent. Its observers hear of a job
/// once, when it is done (``ChangePublishing``).
@MainActor
@Observable
final class DialogPresenter {
    /// Receives a dialog's outcome, `.action` carrying the index of the button chosen.
    typealias Responder = @MainActor (DialogOutcome<Int>) -> Void

    /// The dialog shown, if any.
    var dialog: PresentedDialog? {
        access(keyPath: \.dialog)
        return shown
    }

    @ObservationIgnored private var shown: PresentedDialog?
    @ObservationIgnored private var responder: Responder?
    /// The dialog shown when the job under way first changed it; `nil` outside a job.
    @ObservationIgnored private var jobStart: PresentedDialog??
    @ObservationIgnored private let queue: CommandQueue

    init(queue: CommandQueue) {
        self.queue = queue
    }

    /// Shows `dialog`, replacing the dialog shown, which closes with `.closedByRouter`: one
    /// change of ``dialog``.
    func show(
        _ dialog: PresentedDialog, after: inout CommandQueue.Callbacks,
        respond: @escaping Responder
    ) {
        if let replaced = shown { closed(replaced, with: .closedByRouter, after: &after) }
        queue.publish({ .showDialog(title: dialog.title) }, after: &after)
        changing()
        shown = dialog
        responder = respond
    }

    /// Closes the dialog with `outcome` if it is the showing `id`.
    /// - Returns: whether it was.
    func answer(
        _ id: Int, with outcome: DialogOutcome<Int>, after: inout CommandQueue.Callbacks
    ) -> Bool {
        guard shown?.id == id else { return false }
        close(outcome, after: &after)
        return true
    }

    /// Takes the dialog down, if one is shown; its responder gets `outcome`.
    func close(_ outcome: DialogOutcome<Int>, after: inout CommandQueue.Callbacks) {
        guard let dialog = shown else { return }
        closed(dialog, with: outcome, after: &after)
        changing()
        shown = nil
    }

    /// A way back to the dialog shown now and its responder (see ``Router/checkpoint()``).
    func checkpoint() -> @MainActor () -> Void {
        let shown = self.shown
        let responder = self.responder
        return { [self] in
            changing()
            self.shown = shown
            self.responder = responder
        }
    }

    /// Notes the dialog shown at the job's first change to it.
    private func changing() {
        guard jobStart == nil else { return }
        jobStart = .some(shown)
        queue.changing(self)
    }

    /// Publishes that `dialog` closed with `outcome` and tells its responder.
    private func closed(
        _ dialog: PresentedDialog, with outcome: DialogOutcome<Int>,
        after: inout CommandQueue.Callbacks
    ) {
        queue.publish(
            {
                let answer =
                    switch outcome {
                    case .action(let index):
                        dialog.buttons.first { $0.id == index }?.label ?? "\(index)"
                    case .cancelled: "cancelled"
                    case .dismissedBySystem: "dismissed by system"
                    case .closedByRouter: "closed by router"
                    }
                return .closeDialog(title: dialog.title, answer: answer)
            }, after: &after)
        if let respond = responder {
            after.append { respond(outcome) }
        }
        responder = nil
    }
}

extension DialogPresenter: ChangePublishing {
    func publishChanges() {
        guard let start = jobStart else { return }
        jobStart = nil
        if start != shown { withMutation(keyPath: \.dialog) {} }
    }
}
