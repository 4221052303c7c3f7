public import Analytics
public import Observation
public import Routing

/// Opens every way into the app (a URL, a notification, a user activity, a Spotlight item, a
/// quick action, an App Intent) through one table, now or once the app's state machine is in
/// a state the link needs. Every link ends in one ``DeepLinkDecision``, reported once to
/// analytics, to `events` and to `onDecision`.
///
/// The gate follows the machine itself: nothing keeps it in step by hand.
/// - A link whose ``LinkNeed`` holds the machine's state goes to `show` at once, and any
///   waiting link is dropped: the user's latest link wins.
/// - Otherwise it waits, replacing (dropping) any older one. It opens when the machine moves
///   into a state it needs, expires `window` after it arrived (on the injected clock), and is
///   dropped when the machine takes a transition that forgets it (signing out).
/// - An entry that does not resolve is refused with the table's error code.
///
/// ```swift
/// let gate = DeepLinkGate(
///     links: table, following: machine, clock: ContinuousClock(), analytics: analytics,
///     needs: { _ in LinkNeed("sign-in", in: [.signedIn]) },
///     forgetting: { $0.intent == .signOut },
///     show: { match, _ in
///         navigator.open(match.route)
///         return true
///     })
/// try gate.open(.link("shop://orders/42"))  // deferred while signed out, opened after
/// ```
@MainActor
@Observable
public final class DeepLinkGate<R: Route, State: KindProviding, Intent: KindProviding> {
    private struct Waiting {
        let match: DeepLinkMatch<R>
        let url: String
        let need: LinkNeed<State.Kind>
        let arrival: Duration
    }

    /// Where a let-through link is shown: in the scene it came in, or, for one that waited or
    /// came without a scene (`nil`), where the app chooses. True when shown, false when nothing
    /// on screen has a place for it (dropped), `nil` when it cannot be shown yet (no window
    /// shows the app): it keeps waiting.
    public typealias Show = @MainActor (DeepLinkMatch<R>, SceneID?) -> Bool?

    /// The table every entry resolves through.
    public let links: DeepLinkTable<R>
    private let machine: StateMachine<State, Intent>
    private let needs: @MainActor (DeepLinkMatch<R>) -> LinkNeed<State.Kind>
    private let forgets: @MainActor (StateMachine<State, Intent>.Step) -> Bool
    private let show: Show
    /// The waiting link, observed (``pendingURL``) through `waitingChanges`: a counter of a
    /// plain class, whose key path is fixed, where one of this generic class is built at
    /// every read.
    private var waiting: Waiting? {
        get {
            waitingChanges.read()
            return waitingLink
        }
        set {
            waitingLink = newValue
            waitingChanges.changed()
        }
    }
    @ObservationIgnored private var waitingLink: Waiting?
    @ObservationIgnored private let waitingChanges = ObservedParts.Part()
    private let window: Duration
    private let elapsed: () -> Duration
    private let analytics: any AnalyticsClient
    private let events: NavigationEvents?
    private let onDecision: @MainActor (DeepLinkDecision<R>) -> Void

    /// How long a link may wait unless told otherwise: five minutes.
    public nonisolated static var defaultWindow: Duration { .seconds(300) }

    /// Creates a gate with no waiting link.
    /// - Parameters:
    ///   - links: the table every entry resolves through, entry points included.
    ///   - machine: the app's state machine, whose state decides what opens.
    ///   - window: how long a link may wait.
    ///   - clock: what measures it (a manual clock in tests).
    ///   - analytics: told each decision, by pattern.
    ///   - events: told each decision, by pattern.
    ///   - needs: the states a link may open in, in the app's own terms.
    ///   - forgetting: which transitions drop a waiting link (signing out).
    ///   - onDecision: told each decision last.
    ///   - show: where a let-through link is shown.
    public init<C: Clock>(
        links: DeepLinkTable<R>, following machine: StateMachine<State, Intent>,
        window: Duration = defaultWindow, clock: C, analytics: any AnalyticsClient,
        events: NavigationEvents? = nil,
        needs: @escaping @MainActor (DeepLinkMatch<R>) -> LinkNeed<State.Kind>,
        forgetting: @escaping @MainActor (StateMachine<State, Intent>.Step) -> Bool = {
            _ in false
        },
        onDecision: @escaping @MainActor (DeepLinkDecision<R>) -> Void = { _ in },
        show: @escaping Show
    ) where C.Duration == Duration {
        let start = clock.now
        (self.links, self.machine, self.needs, forgets) = (links, machine, needs, forgetting)
        (self.window, self.analytics, self.events) = (window, analytics, events)
        (self.onDecision, self.show) = (onDecision, show)
        elapsed = { start.duration(to: clock.now) }
        machine.follow { [weak self] step in self?.moved(by: step) }
    }

    /// The link waiting for a state it needs, unless it has expired.
    public var pending: DeepLinkMatch<R>? { unexpired?.match }

    /// The waiting link as it arrived, unless it has expired.
    public var pendingURL: String? { unexpired?.url }

    /// Resolves `entry` through the table, then shows it now or keeps it waiting.
    /// - Parameters:
    ///   - entry: a link, or another way in that the table's entry points turn into one.
    ///   - scene: the scene it came in; `nil` lets the app choose.
    /// - Throws: why the entry has no link, or the link's resolution error, after reporting
    ///   the refusal; a waiting link stays.
    @discardableResult
    public func open(_ entry: IncomingEntry, in scene: SceneID? = nil) throws(RoutingError)
        -> DeepLinkDecision<R>
    {
        let (url, match) = try resolve(entry)
        dropWaiting()
        let need = needs(match)
        if need.states.contains(machine.state.kind),
            let decision = shown(match, url: url, in: scene, as: .opened)
        {
            return decision
        }
        waiting = Waiting(match: match, url: url, need: need, arrival: elapsed())
        return decide(
            DeepLinkDecision(url: url, match: match, outcome: .deferred(needs: need.name)))
    }

    /// Resolves `entry` through the table without opening it: its link and what it leads to.
    /// - Throws: why the entry has no link, or the link's resolution error, after reporting
    ///   the refusal as ``open(_:in:)`` does.
    @discardableResult
    public func resolve(_ entry: IncomingEntry) throws(RoutingError) -> (
        url: String, match: DeepLinkMatch<R>
    ) {
        do {
            let url = try links.link(for: entry)
            return (url, try links.resolve(url))
        } catch {
            decide(DeepLinkDecision(url: "\(entry)", match: nil, outcome: .refused(error.code)))
            throw error
        }
    }

    /// Puts back a link that waited in an earlier run of the app, as if it had arrived `waited`
    /// ago, replacing any waiting link; one whose window has passed is dropped as expired, one
    /// that no longer resolves is forgotten. Either decision is returned.
    @discardableResult
    public func keepWaiting(_ url: String, waited: Duration) -> DeepLinkDecision<R>? {
        guard let match = try? links.resolve(url) else { return nil }
        dropWaiting()
        guard waited <= window else {
            return decide(DeepLinkDecision(url: url, match: match, outcome: .dropped(.expired)))
        }
        waiting = Waiting(match: match, url: url, need: needs(match), arrival: elapsed() - waited)
        return nil
    }

    /// Shows the waiting link if the machine's state lets it open and `show` can now place it
    /// (a window connected), or drops it if it expired: its decision, if this decided it.
    @discardableResult
    public func openWaitingLink() -> DeepLinkDecision<R>? {
        guard let waiting else { return nil }
        if isExpired(waiting.arrival) { return dropWaiting(.expired) }
        guard waiting.need.states.contains(machine.state.kind) else { return nil }
        guard
            let decision = shown(waiting.match, url: waiting.url, in: nil, as: .replayed)
        else { return nil }
        self.waiting = nil
        return decision
    }

    /// The machine moved: a waiting link is dropped if the transition forgets it, or opened
    /// if the new state lets it.
    private func moved(by step: StateMachine<State, Intent>.Step) {
        guard waiting != nil else { return }
        if forgets(step) {
            _ = dropWaiting(.signedOut)
            return
        }
        openWaitingLink()
    }

    /// Shows a let-through link: `outcome` when shown, dropped as not shown when it has no
    /// place; `nil` when it cannot be shown yet.
    private func shown(
        _ match: DeepLinkMatch<R>, url: String, in scene: SceneID?,
        as outcome: DeepLinkDecision<R>.Outcome
    ) -> DeepLinkDecision<R>? {
        guard let placed = show(match, scene) else { return nil }
        let state = kindName(machine.state.kind)
        return decide(
            DeepLinkDecision(
                url: url, match: match,
                outcome: placed ? outcome : .dropped(.notShown(state: state))))
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
    /// (`DeepLinkGate.open` in routing-benchmarks), then to `onDecision`.
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

    private var unexpired: Waiting? {
        waiting.flatMap { isExpired($0.arrival) ? nil : $0 }
    }

    private func isExpired(_ arrival: Duration) -> Bool {
        elapsed() - arrival > window
    }
}

/// What a link needs to open: the states of the app's state machine it may open in, named for
/// reports (`deferred (needs sign-in)`). Declared by the app, in its own terms.
public struct LinkNeed<Kind: Hashable & Sendable>: Hashable, Sendable {
    /// What the link needs, in words: `sign-in`, `finished onboarding`.
    public let name: String
    /// The states it may open in; in any other it waits.
    public let states: Set<Kind>

    /// Creates a need.
    public init(_ name: String, in states: Set<Kind>) {
        self.name = name
        self.states = states
    }
}
