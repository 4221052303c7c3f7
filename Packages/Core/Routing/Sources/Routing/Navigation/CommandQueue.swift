/// Applies the navigation commands of one router tree one at a time, in order.
///
/// A command issued while another is being applied (from an `onClose`, a result handler,
/// an issue handler or an observer) is queued and applied after it, so no command ever
/// sees a half-updated tree. Each command mutates state and collects its callbacks in
/// `after`; they run once the mutation is complete.
@MainActor @usableFromInline
final class CommandQueue {
    /// What to run once a command's state change is complete.
    @usableFromInline typealias Callbacks = [@MainActor () -> Void]
    @usableFromInline typealias Command = (_ after: inout Callbacks) -> Void

    private let onIssue: @MainActor (RoutingError) -> Void
    /// Where the tree's commands are published, if anywhere.
    @usableFromInline let events: NavigationEvents?
    /// How many routers of the tree hold a guard: while none does, a command skips the
    /// question of what it would discard (`push` in routing-benchmarks).
    @usableFromInline var guards = 0
    private var pending: [Command] = []
    private var isDraining = false

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
    @usableFromInline func perform(
        _ command: (_ after: inout Callbacks) -> Void, later: () -> Command
    ) {
        guard !isDraining else { return pending.append(later()) }
        isDraining = true
        defer { isDraining = false }
        var after: Callbacks = []
        command(&after)
        for callback in after { callback() }
        var next = 0
        while next < pending.count {
            after.removeAll(keepingCapacity: true)
            pending[next](&after)
            next += 1
            for callback in after { callback() }
        }
        pending.removeAll()
    }

    /// Publishes the event `make` builds once the current command's state change is complete;
    /// `make` runs only when someone listens to navigation events, so a tree nobody watches
    /// pays one check per command (`push` in routing-benchmarks).
    @inlinable func publish(_ make: () -> NavigationEvent, after: inout Callbacks) {
        guard let events, events.isListening(to: .navigation) else { return }
        let event = make()
        after.append { events.send(event) }
    }

    /// Reports `error` once the current command's state change is complete.
    @usableFromInline func report(
        _ code: RoutingError.Code, _ reason: String, after: inout Callbacks
    ) {
        let error = RoutingError(code, reason: reason)
        after.append { [onIssue] in onIssue(error) }
    }
}
