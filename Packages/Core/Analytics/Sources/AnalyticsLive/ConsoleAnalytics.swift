public import Analytics

/// An analytics client that writes one human-readable line per event.
///
/// The line is the event name followed by its properties as `key=value`, sorted by key so
/// the same event always prints the same way:
///
/// ```swift
/// let analytics = ConsoleAnalytics()
/// analytics.track(.stateTransition(from: "loading", to: "main", cause: "launch"))
/// // state_transition cause=launch from=loading to=main
/// ```
public struct ConsoleAnalytics: AnalyticsClient {
    private let write: @Sendable (String) -> Void

    /// Creates a console client.
    /// - Parameter write: receives each line, without a trailing newline; standard output
    ///   by default.
    public init(write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// Writes the event as one line.
    public func track(_ event: AnalyticsEvent) {
        let properties = event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        write(([event.name] + properties).joined(separator: " "))
    }
}
