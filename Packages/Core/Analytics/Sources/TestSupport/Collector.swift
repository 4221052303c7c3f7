import Synchronization

/// Collects the values handed to a `@Sendable` closure, from any thread or task, in order:
/// what a stubbed call received, what a sink was told.
///
/// ```swift
/// let lines = Collector<String>()
/// let console = ConsoleAnalytics { lines.append($0) }
/// #expect(lines.values == ["screen_viewed screen=home"])
/// ```
public final class Collector<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    /// Creates an empty collector.
    public init() {}

    /// Adds a value.
    public func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    /// Every value so far, in order.
    public var values: [Element] { storage.withLock { $0 } }
}
