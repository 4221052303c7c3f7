public import Analytics
public import Observation

/// Decides whether a resolved link opens now or waits, and replays the waiting one when
/// the app's ``DeepLinkAccess`` allows it.
///
/// - A link whose requirement the current access allows opens at once, and cancels any
///   link still waiting: the user's latest link wins.
/// - Otherwise it waits, replacing any older waiting link.
/// - When the access changes, the waiting link is returned for replay if now allowed.
///   It expires `window` after it arrived (measured on the injected clock) and is dropped
///   when the user signs out (access goes from `onboarding` or `ready` to `signedOut`;
///   going from `launching` to `signedOut` keeps it, so it opens after sign-in).
///
/// Analytics: `deep_link_opened`, `deep_link_deferred`, and `deep_link_refused` with an
/// error code as the reason (`expired`, `signed_out`, or why a URL did not resolve),
/// never the URL.
///
/// ```swift
/// let gate = DeepLinkGate<AppRoute>(clock: ContinuousClock(), analytics: analytics)
/// if let match = try gate.open(url, in: table) { coordinator.apply(match) }
/// if let replay = gate.update(access: .ready) { coordinator.apply(replay) }
/// ```
///
/// Observation is written out, as in ``Router``: the `@Observable` macro would build a key
/// path of this generic class on every read and write.
@MainActor
public final class DeepLinkGate<R: Route>: Observable {
    /// What the app currently allows.
    public private(set) var access: DeepLinkAccess {
        get {
            observers.access(self, keyPath: keys.access)
            return storedAccess
        }
        set {
            observers.withMutation(of: self, keyPath: keys.access) { storedAccess = newValue }
        }
    }

    private var waiting: Waiting? {
        get {
            observers.access(self, keyPath: keys.waiting)
            return storedWaiting
        }
        set {
            observers.withMutation(of: self, keyPath: keys.waiting) { storedWaiting = newValue }
        }
    }

    private typealias Waiting = (match: DeepLinkMatch<R>, arrival: Duration)
    private var storedAccess: DeepLinkAccess
    private var storedWaiting: Waiting?
    private let window: Duration
    private let elapsed: () -> Duration
    private let analytics: any AnalyticsClient
    private let observers = ObservationRegistrar()
    private let keys: Keys

    /// The observed properties' key paths, made once per route type (see ``KeyPathCache``).
    private struct Keys {
        let access: KeyPath<DeepLinkGate, DeepLinkAccess>
        let waiting: KeyPath<DeepLinkGate, Waiting?>
    }

    /// Creates a gate with no waiting link.
    /// - Parameters:
    ///   - access: what the app allows now; `.launching` by default.
    ///   - window: how long a link may wait; five minutes by default.
    ///   - clock: measures waiting time (a manual clock in tests).
    ///   - analytics: receives opened, deferred and refused events.
    public init<C: Clock>(
        access: DeepLinkAccess = .launching,
        window: Duration = .seconds(300),
        clock: C,
        analytics: any AnalyticsClient
    ) where C.Duration == Duration {
        let start = clock.now
        self.storedAccess = access
        self.window = window
        self.elapsed = { start.duration(to: clock.now) }
        self.analytics = analytics
        self.keys = KeyPathCache.keys(of: DeepLinkGate.self) {
            Keys(access: \.access, waiting: \.waiting)
        }
    }

    /// The link waiting for more access, unless it has expired.
    public var pending: DeepLinkMatch<R>? {
        guard let waiting, !isExpired(waiting.arrival) else { return nil }
        return waiting.match
    }

    /// Lets a resolved link through or keeps it waiting.
    /// - Returns: the match to apply now, or `nil` when it waits.
    public func open(_ match: DeepLinkMatch<R>) -> DeepLinkMatch<R>? {
        guard access.allows(match.requirement) else {
            waiting = (match, elapsed())
            analytics.track(
                .deepLinkDeferred(pattern: match.template, requirement: match.requirement.rawValue)
            )
            return nil
        }
        waiting = nil
        analytics.track(.deepLinkOpened(pattern: match.template))
        return match
    }

    /// Resolves a URL and lets it through or keeps it waiting; a bad URL is reported and
    /// leaves any waiting link in place.
    /// - Returns: the match to apply now, or `nil` when it waits.
    /// - Throws: the ``RoutingError`` from ``DeepLinkTable/resolve(_:)``.
    public func open(_ url: String, in table: DeepLinkTable<R>) throws(RoutingError)
        -> DeepLinkMatch<R>?
    {
        do {
            return open(try table.resolve(url))
        } catch {
            analytics.track(.deepLinkRefused(reason: error.code.rawValue))
            throw error
        }
    }

    /// Records what the app now allows.
    /// - Returns: the waiting match to replay, when it is now allowed and has not expired.
    public func update(access newAccess: DeepLinkAccess) -> DeepLinkMatch<R>? {
        let signedOut = newAccess == .signedOut && (access == .onboarding || access == .ready)
        access = newAccess
        guard let waiting else { return nil }
        if signedOut || isExpired(waiting.arrival) {
            self.waiting = nil
            let code: RoutingError.Code = signedOut ? .signedOut : .expired
            analytics.track(.deepLinkRefused(reason: code.rawValue))
            return nil
        }
        return newAccess.allows(waiting.match.requirement) ? open(waiting.match) : nil
    }

    private func isExpired(_ arrival: Duration) -> Bool {
        elapsed() - arrival > window
    }
}
