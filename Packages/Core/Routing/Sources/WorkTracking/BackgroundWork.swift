public import Observation
public import Routing

/// The asynchronous work started by screen actions and app services, tracked so it can be
/// awaited: a terminal waits for what a command started before printing the next screen, and
/// tests wait instead of sleeping. Foreground work is what a user action started (a sign-in),
/// background work what the app started on its own (checking the session after launch); they
/// run at once and differ only in who waits for them. An app calls ``checkCapacity()`` before
/// it accepts a user action, so actions faster than their requests are refused
/// (`too_much_work`) rather than piling up tasks. (A library of its own, so that a tool needing
/// only a task tracker imports neither the app's state machine nor FeatureShell, which names
/// it too.)
///
/// ```swift
/// work.start("sign-in") { await self.signIn(email, password) }
/// await work.settle(.foreground)
/// ```
@MainActor
@Observable
public final class BackgroundWork {
    /// Who waits for a piece of work.
    public enum Priority: Sendable, Hashable {
        /// Started by a user action; awaited after each command.
        case foreground
        /// Started by the app on its own; awaited only when asked to settle everything.
        case background
    }

    private struct Job {
        let label: String
        let priority: Priority
        let task: Task<Void, Never>
    }

    private var jobs: [Int: Job] = [:]
    private var nextID = 0

    /// The ``limit`` of a tracker made with ``init()``: 64.
    public nonisolated static let defaultLimit = 64

    /// How many pieces of work may run before ``checkCapacity()`` refuses more.
    public let limit: Int

    /// Creates a tracker with nothing running and the ``defaultLimit``.
    public init() {
        limit = Self.defaultLimit
    }

    /// Creates a tracker with nothing running and a `limit`.
    public init(limit: Int) {
        self.limit = limit
    }

    /// Refuses new work while ``limit`` pieces are running.
    /// - Throws: ``RoutingError/Code/tooMuchWork``.
    public func checkCapacity() throws(RoutingError) {
        guard jobs.count >= limit else { return }
        throw RoutingError(
            .tooMuchWork,
            reason: "\(jobs.count) pieces of work are still running (at most \(limit)); "
                + "wait for them to finish")
    }

    /// The labels of the work still running, in start order.
    public var running: [String] {
        jobs.sorted { $0.key < $1.key }.map(\.value.label)
    }

    /// Starts `operation` on the main actor and tracks it until it ends, with a short name for
    /// logs (`sign-in`) and who waits for it.
    public func start(
        _ label: String, priority: Priority = .foreground,
        _ operation: @escaping @MainActor () async -> Void
    ) {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.jobs[id] = nil
        }
        jobs[id] = Job(label: label, priority: priority, task: task)
    }

    /// Waits until no work of `priority` (or none at all, when nil) is running, including
    /// work started while waiting.
    public func settle(_ priority: Priority? = nil) async {
        while let job = jobs.sorted(by: { $0.key < $1.key }).map(\.value)
            .first(where: { priority == nil || $0.priority == priority })
        {
            await job.task.value
        }
    }

    /// Cancels all running work (each operation sees cancellation and should end soon).
    public func cancelAll() {
        for job in jobs.values { job.task.cancel() }
    }

    /// Cancels the running work of `priority` only: a terminal's Ctrl-C stops the request a
    /// user action started, while the app's own checks go on. Each operation sees
    /// cancellation and should end soon; ``settle(_:)`` returns once they have.
    public func cancel(_ priority: Priority) {
        for job in jobs.values where job.priority == priority { job.task.cancel() }
    }
}
