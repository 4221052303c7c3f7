import Synchronization

/// Holds work (a stubbed request, a save) until the test opens it, and tells the test when
/// work has arrived, so a test can look at what happens meanwhile and check ordering without
/// sleeping or timing anything.
///
/// ```swift
/// let gate = Gate()
/// let client = Client { request in await gate.pass(); return answer }
/// model.save()                 // its request waits at the gate
/// await gate.arrival()
/// #expect(model.isSaving)
/// gate.open()                  // it, and every later one, goes through
/// ```
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var hasArrival = false
        var held: [CheckedContinuation<Void, Never>] = []
        var watchers: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Creates a closed gate.
    public init() {}

    /// Called by the work: waits until the gate is open (returns at once once it is), and
    /// counts as an arrival.
    public func pass() async {
        await withCheckedContinuation { continuation in
            let (watchers, isOpen) = state.withLock { state in
                state.hasArrival = true
                let watchers = state.watchers
                state.watchers = []
                if !state.isOpen { state.held.append(continuation) }
                return (watchers, state.isOpen)
            }
            for watcher in watchers { watcher.resume() }
            if isOpen { continuation.resume() }
        }
    }

    /// Called by the test: waits until work has arrived at the gate.
    public func arrival() async {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state in
                if !state.hasArrival { state.watchers.append(continuation) }
                return state.hasArrival
            }
            if arrived { continuation.resume() }
        }
    }

    /// Lets every held piece of work, and every later one, through.
    public func open() {
        let held = state.withLock { state in
            state.isOpen = true
            let held = state.held
            state.held = []
            return held
        }
        for continuation in held { continuation.resume() }
    }
}
