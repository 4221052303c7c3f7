/// Receives analytics events.
///
/// One job: take an event. Implementations live in separate targets: `AnalyticsLive`
/// (console and JSON-lines file sinks) and `AnalyticsTesting` (a recorder for tests).
/// ``NoopAnalytics`` is here because a package that only needs *a* client should not
/// have to import a live module to get one.
public protocol AnalyticsClient: Sendable {
    /// Records one event. Must not block on I/O for long and must never throw.
    func track(_ event: AnalyticsEvent)

    /// Whether tracked events go anywhere. Code on a hot path asks before it builds an event
    /// (`if analytics.isListening { analytics.track(...) }`), so a client that drops
    /// everything costs nothing. Default: `true`.
    var isListening: Bool { get }
}

extension AnalyticsClient {
    /// Every client listens unless it says otherwise.
    public var isListening: Bool { true }
}

/// A client that drops every event.
public struct NoopAnalytics: AnalyticsClient {
    /// Creates a client that drops every event.
    public init() {}

    /// Drops the event.
    public func track(_ event: AnalyticsEvent) {}

    /// `false`: nothing is kept, so there is no need to build an event.
    public var isListening: Bool { false }
}
