import Synchronization

/// A clock that moves only when a test advances it: what a deep link's waiting window, a
/// loading screen's minimum time or any other delay measures, without real waiting.
///
/// `sleep(until:)` suspends until ``advance(by:)`` reaches the deadline (or the task is
/// cancelled), so a test decides exactly when time passes and can check the moment just
/// before a deadline and the moment it is reached.
///
/// ```swift
/// let clock = TestClock()
/// let app = RootSwitchApp(environment: environment(clock: clock))
/// try app.perform("retry")
/// await clock.waitForSleepers(1)
/// clock.advance(by: .milliseconds(300))
/// ```
public final class TestClock: Clock {
    /// A moment of the test clock: the time advanced since it was created.
    public struct Instant: InstantProtocol {
        /// The time advanced since the clock was created.
        public let offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Creates a clock at offset zero, with nobody sleeping.
    public init() {}

    /// The current instant; changes only through ``advance(by:)``.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Zero: the clock moves exactly as far as it is advanced.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until the clock is advanced to `deadline`; returns at once when it already
    /// is there.
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Cancelled before this point, the handler below found nobody to wake.
                let cancelled = Task.isCancelled
                let resumeNow = state.withLock { state in
                    guard state.now < deadline, !cancelled else { return true }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                guard resumeNow else { return }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every task whose deadline is reached.
    /// - Parameter duration: how far; not negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a clock does not go back")
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Waits until at least `count` tasks sleep on the clock, letting other work run.
    ///
    /// Gives up after `timeout` of real time, so a test whose code never sleeps fails on its
    /// next expectation instead of hanging.
    /// - Parameters:
    ///   - count: how many sleepers to wait for.
    ///   - timeout: how long to wait at most, in real time; ten seconds by default.
    /// - Returns: whether that many are sleeping.
    @discardableResult
    public func waitForSleepers(_ count: Int, timeout: Duration = .seconds(10)) async -> Bool {
        let giveUp = ContinuousClock.now.advanced(by: timeout)
        while sleeperCount < count, ContinuousClock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return sleeperCount >= count
    }
}
