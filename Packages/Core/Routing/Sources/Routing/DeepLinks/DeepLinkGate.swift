public import Analytics
public import Observation

/// Opens a link now or keeps it until the app's ``DeepLinkAccess`` allows it. Every link ends in
/// one ``DeepLinkDecision``, reported once to analytics, to `events` and to `onDecision`.
///
/// - A link the access allows goes to `show` at once (which returns false when nothing on
///   screen has a place for it: dropped as ``DeepLinkDropReason/notShown(_:)``), and any
///   waiting link is dropped: the user's latest link wins.
/// - Otherwise it waits with the URL it arrived with, replacing (dropping) any older one. It is
///   replayed when the access allows it, expires `window` after it arrived (on the injected
///   clock), and is dropped when the user signs out (from `onboarding` or `ready`; from
///   `launching` it waits on, to open after sign-in).
/// - A URL that does not resolve is refused with the table's error code.
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
    private var waiting: (match: DeepLinkMatch<R>, url: String, arrival: Duration)?
    private let window: Duration
    private let elapsed: () -> Duration
    private let analytics: any AnalyticsClient
    private let events: NavigationEvents?
    private let onDecision: @MainActor (DeepLinkDecision<R>) -> Void

    /// How long a link may wait unless told otherwise: five minutes.
    public nonisolated static var defaultWindow: Duration { .seconds(300) }

    /// Creates a gate with no waiting link, given what the app allows now, how long a link may
    /// wait, the clock that measures it (a manual one in tests), the analytics client and the
    /// events that receive each decision (by pattern), and `onDecision`, told it last.
    public init<C: Clock>(
        access: DeepLinkAccess = .launching, window: Duration = defaultWindow, clock: C,
        analytics: any AnalyticsClient, events: NavigationEvents? = nil,
        onDecision: @escaping @MainActor (DeepLinkDecision<R>) -> Void = { _ in }
    ) where C.Duration == Duration {
        let start = clock.now
        (self.access, self.window, self.analytics) = (access, window, analytics)
        (self.events, self.onDecision) = (events, onDecision)
        elapsed = { start.duration(to: clock.now) }
    }

    /// The link waiting for more access, unless it has expired.
    public var pending: DeepLinkMatch<R>? { unexpired?.match }

    /// The waiting link as it arrived, unless it has expired.
    public var pendingURL: String? { unexpired?.url }

    private var unexpired: (match: DeepLinkMatch<R>, url: String, arrival: Duration)? {
        waiting.flatMap { isExpired($0.arrival) ? nil : $0 }
    }

    /// Shows a resolved link (`url` as it arrived) now, or keeps it waiting: opened, deferred,
    /// or dropped as not shown.
    @discardableResult
    public func open(
        _ match: DeepLinkMatch<R>, url: String, show: (DeepLinkMatch<R>) -> Bool
    ) -> DeepLinkDecision<R> {
        dropWaiting()
        guard access.allows(match.requirement) else {
            waiting = (match, url, elapsed())
            return decide(DeepLinkDecision(url: url, match: match, outcome: .deferred))
        }
        return shown(match, url: url, as: .opened, show: show)
    }

    /// Puts back a link that was waiting in an earlier run of the app (`match` resolved again
    /// from `url`), as if it had arrived `waited` ago, replacing any waiting link. It opens when
    /// the access allows it (``update(access:show:)``) unless its window has passed by then;
    /// one whose window has passed already is dropped as expired (the decision returned).
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

    /// Resolves `url` in `table`, then shows it now or keeps it waiting.
    /// - Throws: the ``RoutingError`` of ``DeepLinkTable/resolve(_:)``, after reporting the
    ///   refusal; any waiting link stays.
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
    /// now allowed, or drops it when the user signed out or it expired: the waiting link's
    /// decision, if this change decided it.
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
        let result = show(match) ? outcome : .dropped(.notShown(access))
        return decide(DeepLinkDecision(url: url, match: match, outcome: result))
    }

    /// Drops the waiting link, if any: as `reason`, or as replaced (expired, if it was).
    @discardableResult
    private func dropWaiting(_ reason: DeepLinkDropReason? = nil) -> DeepLinkDecision<R>? {
        guard let waiting else { return nil }
        self.waiting = nil
        let reason = reason ?? (isExpired(waiting.arrival) ? .expired : .replaced)
        return decide(
            DeepLinkDecision(url: waiting.url, match: waiting.match, outcome: .dropped(reason)))
    }

    /// Reports a decision once to analytics and events, each made only when someone listens
    /// (the gate is on every link's path: `DeepLinkGate.open` in routing-benchmarks), then to
    /// `onDecision`.
    @discardableResult
    func decide(_ decision: DeepLinkDecision<R>) -> DeepLinkDecision<R> {
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
