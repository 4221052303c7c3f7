public import Analytics
public import Observation

/// Decides whether a link opens now or waits, and replays the waiting one when the app's
/// ``DeepLinkAccess`` allows it. Every link ends in one ``DeepLinkDecision``, reported once to
/// analytics and to the gate's `onDecision`.
///
/// - A link whose requirement the current access allows is handed to `show` at once: opened
///   when shown, dropped (``DeepLinkDropReason/notShown(_:)``) when nothing on screen has a
///   place for it. It drops any link still waiting: the user's latest link wins.
/// - Otherwise it is deferred, replacing any older waiting link (dropped as replaced). The
///   waiting link keeps the URL it arrived with.
/// - When the access changes, the waiting link is replayed through `show` if now allowed. It
///   expires `window` after it arrived (measured on the injected clock) and is dropped when
///   the user signs out (access goes from `onboarding` or `ready` to `signedOut`; going from
///   `launching` to `signedOut` keeps it, so it opens after sign-in).
/// - A URL that does not resolve is refused, with the table's error code.
///
/// ```swift
/// let gate = DeepLinkGate<AppRoute>(clock: ContinuousClock(), analytics: analytics) {
///     log($0.description)  // "deep link deferred: rootswitch://items/42 (needs sign-in)"
/// }
/// try gate.open(url, in: table) { match in coordinator.show(match) }
/// gate.update(access: .ready) { match in coordinator.show(match) }
/// ```
@MainActor
@Observable
public final class DeepLinkGate<R: Route> {
    /// What the app currently allows.
    public private(set) var access: DeepLinkAccess

    private var waiting: Waiting?

    private typealias Waiting = (match: DeepLinkMatch<R>, url: String, arrival: Duration)
    private let window: Duration
    private let elapsed: () -> Duration
    private let analytics: any AnalyticsClient
    private let onDecision: @MainActor (DeepLinkDecision<R>) -> Void
    private let events: NavigationEvents?

    /// How long a link may wait unless told otherwise: five minutes.
    public nonisolated static var defaultWindow: Duration { .seconds(300) }

    /// Creates a gate with no waiting link.
    /// - Parameters:
    ///   - access: what the app allows now; `.launching` by default.
    ///   - window: how long a link may wait; ``defaultWindow`` by default.
    ///   - clock: measures waiting time (a manual clock in tests).
    ///   - analytics: receives each decision's ``DeepLinkDecision/analyticsEvent``.
    ///   - events: where every decision is published, by pattern; nowhere by default.
    ///   - onDecision: told every decision, after analytics and events.
    public init<C: Clock>(
        access: DeepLinkAccess = .launching,
        window: Duration = defaultWindow,
        clock: C,
        analytics: any AnalyticsClient,
        events: NavigationEvents? = nil,
        onDecision: @escaping @MainActor (DeepLinkDecision<R>) -> Void = { _ in }
    ) where C.Duration == Duration {
        let start = clock.now
        self.access = access
        self.window = window
        self.elapsed = { start.duration(to: clock.now) }
        self.analytics = analytics
        self.onDecision = onDecision
        self.events = events
    }

    /// The link waiting for more access, unless it has expired.
    public var pending: DeepLinkMatch<R>? {
        guard let waiting, !isExpired(waiting.arrival) else { return nil }
        return waiting.match
    }

    /// The waiting link as it arrived, unless it has expired.
    public var pendingURL: String? {
        guard let waiting, !isExpired(waiting.arrival) else { return nil }
        return waiting.url
    }

    /// Shows a resolved link now, or keeps it waiting.
    /// - Parameters:
    ///   - match: the resolved link.
    ///   - url: the link as it arrived, kept while it waits and reported.
    ///   - show: shows the match on screen; false when nothing there has a place for it.
    /// - Returns: the decision: opened, deferred, or dropped as not shown.
    @discardableResult
    public func open(
        _ match: DeepLinkMatch<R>, url: String, show: (DeepLinkMatch<R>) -> Bool
    ) -> DeepLinkDecision<R> {
        guard access.allows(match.requirement) else {
            dropWaiting()
            waiting = (match, url, elapsed())
            return decide(DeepLinkDecision(url: url, match: match, outcome: .deferred))
        }
        dropWaiting()
        return shown(match, url: url, as: .opened, show: show)
    }

    /// Puts back a link that was waiting in an earlier run of the app (which saved it), as if
    /// it had arrived `waited` ago, replacing any waiting link. It waits on from there: it
    /// opens when the access allows it (``update(access:show:)``), unless its window has
    /// passed by then. A link whose window has passed already is dropped as expired.
    /// - Parameters:
    ///   - match: the saved link, resolved again.
    ///   - url: the link as it arrived.
    ///   - waited: how long it has waited so far.
    /// - Returns: the decision when it was dropped as expired; nil when it waits.
    @discardableResult
    public func keepWaiting(
        _ match: DeepLinkMatch<R>, url: String, waited: Duration
    ) -> DeepLinkDecision<R>? {
        dropWaiting()
        guard waited <= window else {
            return decide(DeepLinkDecision(url: url, match: match, outcome: .dropped(.expired)))
        }
        waiting = (match, url, elapsed() - waited)
        return nil
    }

    /// Resolves a URL, then shows it now or keeps it waiting; a URL that does not resolve is
    /// refused and leaves any waiting link in place.
    /// - Parameters:
    ///   - url: the link.
    ///   - table: the app's links.
    ///   - show: shows the match on screen; false when nothing there has a place for it.
    /// - Returns: the decision.
    /// - Throws: the ``RoutingError`` from ``DeepLinkTable/resolve(_:)``, after reporting the
    ///   refusal.
    @discardableResult
    public func open(
        _ url: String, in table: DeepLinkTable<R>, show: (DeepLinkMatch<R>) -> Bool
    ) throws(RoutingError) -> DeepLinkDecision<R> {
        let match: DeepLinkMatch<R>
        do {
            match = try table.resolve(url)
        } catch {
            decide(DeepLinkDecision(url: url, match: nil, outcome: .refused(error.code)))
            throw error
        }
        return open(match, url: url, show: show)
    }

    /// Records what the app now allows, and replays the waiting link through `show` if it is
    /// now allowed; drops it when the user signed out or it expired.
    /// - Parameters:
    ///   - newAccess: what the app allows now.
    ///   - show: shows the match on screen; false when nothing there has a place for it.
    /// - Returns: the waiting link's decision, if this change decided it.
    @discardableResult
    public func update(
        access newAccess: DeepLinkAccess, show: (DeepLinkMatch<R>) -> Bool
    ) -> DeepLinkDecision<R>? {
        let signedOut = newAccess == .signedOut && (access == .onboarding || access == .ready)
        access = newAccess
        guard let waiting else { return nil }
        if signedOut || isExpired(waiting.arrival) {
            return dropWaiting(signedOut ? .signedOut : .expired)
        }
        guard newAccess.allows(waiting.match.requirement) else { return nil }
        self.waiting = nil
        return shown(waiting.match, url: waiting.url, as: .replayed, show: show)
    }

    /// Shows a let-through link: `outcome` when shown, dropped as not shown otherwise.
    private func shown(
        _ match: DeepLinkMatch<R>, url: String, as outcome: DeepLinkDecision<R>.Outcome,
        show: (DeepLinkMatch<R>) -> Bool
    ) -> DeepLinkDecision<R> {
        let result: DeepLinkDecision<R>.Outcome =
            show(match) ? outcome : .dropped(.notShown(access))
        return decide(DeepLinkDecision(url: url, match: match, outcome: result))
    }

    /// Drops the waiting link, if any: as `reason`, or by default as replaced (expired, if it
    /// had expired already).
    @discardableResult
    private func dropWaiting(_ reason: DeepLinkDropReason? = nil) -> DeepLinkDecision<R>? {
        guard let waiting else { return nil }
        self.waiting = nil
        let reason = reason ?? (isExpired(waiting.arrival) ? .expired : .replaced)
        return decide(
            DeepLinkDecision(url: waiting.url, match: waiting.match, outcome: .dropped(reason)))
    }

    /// Reports a decision, once, to analytics and events (each made only when someone listens:
    /// the gate is on the path of every link, `DeepLinkGate.open` in routing-benchmarks) and
    /// to `onDecision`.
    @discardableResult
    private func decide(_ decision: DeepLinkDecision<R>) -> DeepLinkDecision<R> {
        if analytics.isListening { analytics.track(decision.analyticsEvent) }
        if let events, events.isListening(to: .deepLink) {
            events.send(
                .deepLink(
                    outcome: decision.verb, pattern: decision.match?.template,
                    detail: decision.detail))
        }
        onDecision(decision)
        return decision
    }

    private func isExpired(_ arrival: Duration) -> Bool {
        elapsed() - arrival > window
    }
}
