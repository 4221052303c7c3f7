public import Analytics
import Synchronization

/// An analytics client for tests: keeps every event in memory, in order.
///
/// ```swift
/// let analytics = RecordingAnalytics()
/// machine.send(.signIn)
/// #expect(analytics.names == ["state_transition"])
/// ```
public final class RecordingAnalytics: AnalyticsClient {
    private let storage = Mutex<[AnalyticsEvent]>([])

    /// Creates an empty recorder.
    public init() {}

    /// Records the event.
    public func track(_ event: AnalyticsEvent) {
        storage.withLock { $0.append(event) }
    }

    /// Every event recorded so far, oldest first.
    public var events: [AnalyticsEvent] { storage.withLock { $0 } }

    /// The names of every event recorded so far, oldest first.
    public var names: [String] { events.map(\.name) }

    /// Forgets every recorded event.
    public func reset() {
        storage.withLock { $0.removeAll() }
    }
}
