/// Applies the navigation commands of one router tree one at a time, in order.
///
/// A command issued while another is being applied (from an `onClose`, a result handler,
/// an issue handler or an observer) is queued and applied after it, so no command ever
/// sees a half-updated tree. Each command mutates state and collects its callbacks in
/// `after`; they run once the mutation is complete. A command is one job: the observers of
/// what it changed hear of it once, when it is done (``ChangePublishing``), however many
/// steps it took, so a view never renders a state half-way through a command or a batch.
@MainActor
final class CommandQueue {
    /// What to run once a command's state change is complete.
    typealias Callbacks = [@MainActor () -> Void]
    typealias Command = (_ after: inout Callbacks) -> Void

    private let onIssue: @MainActor (RoutingError) -> Void
    /// Where the tree's commands are published, if anywhere.
    private let events: NavigationEvents?
    private var pending: [Command] = []
    /// The objects the job under way changed, to publish when it is done.
    private var changed: [any ChangePublishing] = []
    private var isDraining = false
    private var lastDialogID = 0
    /// The error reported last, which tells a batch that one of its commands was refused.
    var lastReport: RoutingError?

    init(onIssue: @escaping @MainActor (RoutingError) -> Void, events: NavigationEvents?) {
        self.onIssue = onIssue
        self.events = events
    }

    /// Applies `command` now, or after the commands already under way.
    func perform(_ command: @escaping Command) { perform(command, later: { command }) }

    /// Applies `command` now, or `later()`'s after the commands already under way.
    ///
    /// Only a command issued while another is being applied is kept for later; the common
    /// case runs `command` in place, so it is never copied to the heap.
    func perform(_ command: (_ after: inout Callbacks) -> Void, later: () -> Command) {
        guard !isDraining else { return pending.append(later()) }
        isDraining = true
        defer { isDraining = false }
        var after: Callbacks = []
        command(&after)
        finishJob(after)
        var next = 0
        while next < pending.count {
            after.removeAll(keepingCapacity: true)
            pending[next](&after)
            next += 1
            finishJob(after)
        }
        pending.removeAll()
    }

    /// Notes that `object` changes in the job under way: it publishes its changes when the
    /// job is done. An object notes itself once per job.
    func changing(_ object: any ChangePublishing) {
        changed.append(object)
    }

    /// Publishes what the job changed, then runs its callbacks: observers and callbacks see
    /// the whole job done.
    private func finishJob(_ after: Callbacks) {
        if !changed.isEmpty {
            let objects = changed
            changed.removeAll(keepingCapacity: true)
            for object in objects { object.publishChanges() }
        }
        for callback in after { callback() }
    }

    /// Publishes the event `make` builds once the current command's state change is complete;
    /// `make` runs only when someone listens to navigation events, so a tree nobody watches
    /// pays one check per command (`push` in routing-benchmarks).
    func publish(_ make: () -> NavigationEvent, after: inout Callbacks) {
        guard let events, events.isListening(to: .navigation) else { return }
        let event = make()
        after.append { events.send(event) }
    }

    /// Reports `error` once the current command's state change is complete.
    func report(_ code: RoutingError.Code, _ reason: String, after: inout Callbacks) {
        let error = RoutingError(code, reason: reason)
        lastReport = error
        after.append { [onIssue] in onIssue(error) }
    }

    /// A number no other dialog of the tree has had, so an answer reaches only the showing
    /// it was meant for.
    func nextDialogID() -> Int {
        lastDialogID += 1
        return lastDialogID
    }
}
