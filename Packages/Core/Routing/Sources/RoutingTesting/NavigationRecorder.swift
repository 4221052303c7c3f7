public import Routing
public import Testing

/// Records the ``NavigationEvent``s of a test and checks them exhaustively: each
/// ``expect(_:sourceLocation:)`` names every event that happened since the previous one, in
/// order, and a failure names each unexpected and each missing event. In XCTest, assert that
/// ``check(_:)`` finds nothing different.
///
/// With ``Exhaustivity/off``, `expect` checks only that the events it names happened in that
/// order, among others: for a test about one part of a screen's navigation.
///
/// ```swift
/// let events = NavigationEvents()
/// let navigation = NavigationRecorder(events)
/// let router = Router<ShopRoute>(root: .home, events: events)
/// router.push(.cart)
/// router.back()
/// navigation.expect(.push(route: "cart"), .pop(to: "home"))
/// ```
@MainActor
public final class NavigationRecorder {
    /// How much of what happened an `expect` must name.
    public enum Exhaustivity: Sendable {
        /// Every event, in order.
        case on
        /// Some events, in order, among others.
        case off
    }

    /// How much `expect` checks; it can change during a test.
    public var exhaustivity: Exhaustivity
    /// The events recorded and not yet checked by an `expect`, oldest first.
    public private(set) var unchecked: [NavigationEvent] = []
    private var observation: NavigationObservation?

    /// Starts recording the events of `kinds` published on `events`.
    /// - Parameters:
    ///   - events: the publisher the navigation under test was given.
    ///   - kinds: the kinds to record; all by default.
    ///   - exhaustivity: ``Exhaustivity/on`` by default.
    public init(
        _ events: NavigationEvents,
        kinds: Set<NavigationEvent.Kind> = Set(NavigationEvent.Kind.allCases),
        exhaustivity: Exhaustivity = .on
    ) {
        self.exhaustivity = exhaustivity
        observation = nil
        observation = events.observe(kinds) { [weak self] in self?.unchecked.append($0) }
    }

    /// Checks the events since the previous check against `expected`, recording a Swift
    /// Testing issue that names what differs; the events are checked either way.
    ///
    /// Exhaustive: they must be exactly `expected`, in order (`expect()` checks that nothing
    /// happened). Not exhaustive: `expected` must happen in that order among them.
    public func expect(
        _ expected: NavigationEvent..., sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let failure = check(expected) else { return }
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }

    /// Checks the events since the previous check as ``expect(_:sourceLocation:)`` does, and
    /// returns what differs instead of recording it: `nil` when nothing does. For XCTest, where
    /// a Swift Testing issue is not reported.
    ///
    /// ```swift
    /// XCTAssertNil(navigation.check([.push(route: "cart")]))
    /// ```
    public func check(_ expected: [NavigationEvent]) -> String? {
        let received = unchecked
        unchecked = []
        let problems =
            switch exhaustivity {
            case .on: Self.differences(expected: expected, received: received)
            case .off: Self.missing(expected: expected, received: received)
            }
        return problems.isEmpty ? nil : (["Navigation differs:"] + problems).joined(separator: "\n")
    }

    /// Stops recording.
    public func stop() {
        observation?.cancel()
        observation = nil
    }

    /// Each position where `received` is not `expected`, then what either has more.
    static func differences(expected: [NavigationEvent], received: [NavigationEvent]) -> [String] {
        var lines: [String] = []
        for (index, pair) in zip(expected, received).enumerated() where pair.0 != pair.1 {
            lines.append("  event \(index + 1): expected \(pair.0), got \(pair.1)")
        }
        lines += received.dropFirst(expected.count).map { "  unexpected: \($0)" }
        lines += expected.dropFirst(received.count).map { "  missing: \($0)" }
        return lines
    }

    /// The expected events that do not happen, in order, in `received`.
    static func missing(expected: [NavigationEvent], received: [NavigationEvent]) -> [String] {
        var rest = received[...]
        var lines: [String] = []
        for event in expected {
            if let index = rest.firstIndex(of: event) {
                rest = rest[(index + 1)...]
            } else {
                lines.append("  missing: \(event)")
            }
        }
        return lines
    }
}
