/// Where a ``Navigator`` (every change to its navigation), RoutingScenes' `SceneLifecycle`, and
/// AppStateMachine's state machine and deep-link gate publish their ``NavigationEvent``s, for
/// an app to subscribe: observers with a handle, or an `AsyncStream`, each filtered by kind.
///
/// Give the same instance to each of them when it is made (their initialisers take
/// `events:`), then subscribe once. While nobody listens to a kind, its events are not even
/// made: the sources check ``isListening(to:)``, a bit test (`push` in routing-benchmarks
/// measures it).
///
/// ```swift
/// let events = NavigationEvents()
/// let router = Router<ShopRoute>(root: .home, events: events)
/// let logging = events.observe { event in logger.info("\(event)") }
/// router.push(.cart)  // logs "push cart"
/// logging.cancel()
/// ```
@MainActor
public final class NavigationEvents {
    private var observers: [Observer] = []
    private var nextID = 0
    /// The kinds someone listens to, one bit per ``NavigationEvent/Kind``.
    private var listened: UInt8 = 0

    private struct Observer {
        let id: Int
        /// The kinds it receives, one bit per kind.
        let kinds: UInt8
        let handler: @MainActor (NavigationEvent) -> Void
    }

    /// Creates a publisher nobody listens to yet.
    public init() {}

    /// Whether anyone listens to events of `kind`.
    public func isListening(to kind: NavigationEvent.Kind) -> Bool {
        listened & kind.bit != 0
    }

    /// Calls `handler` with every event of `kinds` from now on, in order, until the returned
    /// observation is cancelled.
    /// - Parameters:
    ///   - kinds: the kinds to receive; all by default.
    ///   - handler: receives each event once the navigation it reports is complete.
    /// - Returns: the observation; keep it, and cancel it to stop.
    public func observe(
        _ kinds: Set<NavigationEvent.Kind> = Set(NavigationEvent.Kind.allCases),
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> NavigationObservation {
        nextID += 1
        observers.append(
            Observer(id: nextID, kinds: kinds.reduce(0) { $0 | $1.bit }, handler: handler))
        updateListened()
        return NavigationObservation(events: self, id: nextID)
    }

    /// The events of `kinds` from now on, as a stream; it stops listening when its consumer
    /// stops iterating.
    public func stream(
        _ kinds: Set<NavigationEvent.Kind> = Set(NavigationEvent.Kind.allCases)
    ) -> AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self)
        let observation = observe(kinds) { continuation.yield($0) }
        continuation.onTermination = { _ in
            Task { @MainActor in observation.cancel() }
        }
        return stream
    }

    /// Gives `event` to the observers of its kind.
    public func send(_ event: NavigationEvent) {
        let bit = event.kind.bit
        guard listened & bit != 0 else { return }
        for observer in observers where observer.kinds & bit != 0 {
            observer.handler(event)
        }
    }

    /// Stops the observer `id`.
    fileprivate func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
        updateListened()
    }

    private func updateListened() {
        listened = observers.reduce(0) { $0 | $1.kinds }
    }
}

/// One subscription to ``NavigationEvents``, active until ``cancel()``.
@MainActor
public final class NavigationObservation {
    /// Strong, not weak: a weak reference would give the publisher a side table, and every
    /// retain of it (each event a router publishes) would take the runtime's slow path
    /// (routing-benchmarks' "push, one event listener"). The publisher holds no observation.
    private var events: NavigationEvents?
    private let id: Int

    fileprivate init(events: NavigationEvents, id: Int) {
        (self.events, self.id) = (events, id)
    }

    /// Stops the handler from receiving events; cancelling again does nothing.
    public func cancel() {
        events?.remove(id)
        events = nil
    }
}

extension NavigationEvent.Kind {
    /// The kind's bit in ``NavigationEvents``' set of listened kinds.
    fileprivate var bit: UInt8 {
        switch self {
        case .navigation: 1
        case .transition: 2
        case .deepLink: 4
        case .scene: 8
        }
    }
}
