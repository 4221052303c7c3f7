import Synchronization

/// The clock of a replay: it stands still between steps, jumps to each step's recorded time,
/// and ends a sleep at once by moving to its deadline, so the loading screen's minimum time
/// and a waiting link's window pass as they did, without waiting.
final class JournalClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Duration.zero)

    var now: Instant { Instant(offset: current.withLock { $0 }) }
    var minimumResolution: Duration { .zero }

    /// Seconds since the recording started.
    var seconds: Double { now.offset.seconds }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        advance(to: deadline.offset)
        await Task.yield()
        try Task.checkCancellation()
    }

    /// Moves to `offset`, if it is later.
    func advance(to offset: Duration) {
        current.withLock { $0 = max($0, offset) }
    }
}

extension Duration {
    /// The duration in seconds, as a journal writes times.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
