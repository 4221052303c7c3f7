public import Analytics
public import Observation
public import Routing

/// The app-level state machine: holds the current state and moves it only along the
/// transitions its ``TransitionTable`` declares.
///
/// ``send(_:)`` asks the table which kind the intent leads to, and `build` makes only that
/// case's payload. An intent the table does not allow is rejected (the state unchanged, the
/// rejection told to the handler, the log and analytics); an accepted one to `onTransition`.
/// Logs and analytics see kinds, never payloads. `send` is on the path of every tap: kind names
/// and analytics events are made once, a log line only when there is a log.
///
/// ```swift
/// let machine = StateMachine<SessionState, SessionIntent>(
///     initial: SessionState.loading, table: table, analytics: analytics,
///     log: { print($0) }, onRejection: { assertionFailure($0.description) },
///     build: { transition, state, intent in
///         switch (transition.to, intent) {
///         case (.authenticated, .sessionFound(let user)): .authenticated(user)
///         default: .signIn
///         }
///     })
/// machine.send(.sessionFound(user))
/// ```
///
/// States and intents without payloads are their own kinds (``KindProviding``): there is no
/// payload to build, and the table names both types.
///
/// ```swift
/// let phases = StateMachine(initial: .launching, table: phaseTable, analytics: analytics)
/// ```
@MainActor
@Observable
public final class StateMachine<State: KindProviding, Intent: KindProviding> {
    /// What ``history`` records.
    public typealias Step = Transition<State.Kind, Intent.Kind>
    /// What the rejection handler receives.
    public typealias Rejection = TransitionRejection<State.Kind, Intent.Kind>

    /// The current state.
    public var state: State {
        moved.read()
        return current
    }

    /// The most recent accepted transitions, oldest first, at most ``historyLimit`` long. It
    /// changes exactly when ``state`` is set: observing it is observing the accepted intents.
    public var history: [Step] {
        moved.read()
        return steps
    }

    @ObservationIgnored private var current: State
    @ObservationIgnored private var steps: [Step] = []
    /// What observers of ``state`` and ``history``, which change together, follow: a counter
    /// of a plain class, whose key path is fixed, where one of this generic class is built at
    /// every read.
    @ObservationIgnored private let moved = ObservedParts.Part()
    /// The declared transitions.
    public let table: TransitionTable<State.Kind, Intent.Kind>
    /// How many transitions ``history`` keeps.
    public let historyLimit: Int

    private let build: (Step, State, Intent) -> State
    private let onTransition: @MainActor (Step, State, Intent) -> Void
    private let analytics: any AnalyticsClient
    private let log: (@MainActor (String) -> Void)?
    private let onRejection: @MainActor (Rejection) -> Void
    private let events: NavigationEvents?
    /// What follows the machine from inside the library (a ``DeepLinkGate``): told of each
    /// accepted transition after `onTransition`.
    @ObservationIgnored private var followers: [@MainActor (Step) -> Void] = []
    /// Each kind's name, made at its first use: naming is reflection, paid at every call,
    /// and a launch that makes no transition names none.
    @ObservationIgnored private var stateNames: [State.Kind: String] = [:]
    @ObservationIgnored private var intentNames: [Intent.Kind: String] = [:]
    /// The `state_transition` events sent so far, by their transition's index in ``table``:
    /// each built once, so an accepted intent sends a ready event.
    @ObservationIgnored private var transitionEvents: [Int: AnalyticsEvent] = [:]
    /// The `transition_rejected` events sent so far, by state and intent kind, to send again
    /// as they are (at most one per pair of kinds).
    @ObservationIgnored private var rejectionEvents:
        [TransitionTable<State.Kind, Intent.Kind>.Pair: AnalyticsEvent] = [:]

    /// Creates a machine.
    /// - Parameters:
    ///   - initial: the starting state, of one of `table.starts`' kinds.
    ///   - table: the allowed transitions.
    ///   - analytics: receives `state_transition` and `transition_rejected` events.
    ///   - historyLimit: how many transitions ``history`` keeps (negative means none).
    ///   - events: where every transition and rejection is published, by kinds.
    ///   - log: receives one line per accepted or rejected intent (none is made without it).
    ///   - onRejection: told of every rejected intent (an app asserts, a test records a
    ///     failure); it is logged and tracked anyway.
    ///   - onTransition: told of every accepted transition, once the state has changed, with the
    ///     state it left and the intent: where an app runs what follows a transition, before
    ///     what follows the machine (a ``DeepLinkGate``) hears of it.
    ///   - build: makes the state the allowed `transition` leads to, from the current one and
    ///     the intent: only the payload of `transition.to`'s case. A state of another kind is a
    ///     bug, refused and reported as a rejection naming what it proposed.
    public init(
        initial: State, table: TransitionTable<State.Kind, Intent.Kind>,
        analytics: any AnalyticsClient, historyLimit: Int = 100, events: NavigationEvents? = nil,
        log: (@MainActor (String) -> Void)? = nil,
        onRejection: @escaping @MainActor (Rejection) -> Void = { _ in },
        onTransition: @escaping @MainActor (Step, State, Intent) -> Void = { _, _, _ in },
        build: @escaping (_ transition: Step, _ state: State, _ intent: Intent) -> State
    ) {
        (current, self.table, self.analytics, self.historyLimit) = (
            initial, table, analytics, max(0, historyLimit)
        )
        (self.log, self.onRejection, self.events) = (log, onRejection, events)
        (self.onTransition, self.build) = (onTransition, build)
    }

    /// Moves to the state `intent` leads to, if the table allows it.
    /// - Returns: `true` when the transition was applied, `false` when it was rejected.
    @discardableResult
    public func send(_ intent: Intent) -> Bool {
        let current = self.current
        let from = current.kind
        guard let index = table.transitionIndex(from: from, on: intent.kind) else {
            reject(TransitionRejection(from: from, intent: intent.kind))
            return false
        }
        let transition = table.transitions[index]
        let next = build(transition, current, intent)
        guard next.kind == transition.to else {
            reject(TransitionRejection(from: from, intent: intent.kind, proposed: next.kind))
            return false
        }
        self.current = next
        Self.append(transition, to: &steps, keeping: historyLimit)
        moved.changed()
        log?(transition.description)
        if analytics.isListening { analytics.track(transitionEvent(index)) }
        if let events, events.isListening(to: .transition) {
            events.send(
                .transition(
                    from: name(from), to: name(transition.to), intent: name(transition.intent)))
        }
        onTransition(transition, current, intent)
        for follower in followers { follower(transition) }
        return true
    }

    /// Tells `follower` of each accepted transition, after `onTransition`.
    func follow(_ follower: @escaping @MainActor (Step) -> Void) {
        followers.append(follower)
    }

    private func reject(_ rejection: Rejection) {
        log?(rejection.description)
        if analytics.isListening {
            let pair = TransitionTable.Pair(from: rejection.from, intent: rejection.intent)
            if let event = rejectionEvents[pair] {
                analytics.track(event)
            } else {
                let event = AnalyticsEvent.transitionRejected(
                    from: name(rejection.from), intent: name(rejection.intent))
                rejectionEvents[pair] = event
                analytics.track(event)
            }
        }
        if let events, events.isListening(to: .transition) {
            events.send(.rejection(from: name(rejection.from), intent: name(rejection.intent)))
        }
        onRejection(rejection)
    }

    /// Appends `step` and drops the oldest steps past `limit`, as one change of `history`.
    private static func append(_ step: Step, to history: inout [Step], keeping limit: Int) {
        history.append(step)
        if history.count > limit { history.removeFirst(history.count - limit) }
    }

    /// The `state_transition` event of transition `index`, built at its first use.
    private func transitionEvent(_ index: Int) -> AnalyticsEvent {
        if let event = transitionEvents[index] { return event }
        let transition = table.transitions[index]
        let event = AnalyticsEvent.stateTransition(
            from: name(transition.from), to: name(transition.to), cause: name(transition.intent))
        transitionEvents[index] = event
        return event
    }

    /// The name of `kind`, made at its first use.
    private func name(_ kind: State.Kind) -> String {
        if let name = stateNames[kind] { return name }
        let name = kindName(kind)
        stateNames[kind] = name
        return name
    }

    private func name(_ kind: Intent.Kind) -> String {
        if let name = intentNames[kind] { return name }
        let name = kindName(kind)
        intentNames[kind] = name
        return name
    }
}

extension StateMachine where State.Kind == State, Intent.Kind == Intent {
    /// Creates a machine whose states and intents have no payloads: each is its own kind, so
    /// the state a transition leads to is the kind the table names, and the table's types are
    /// the machine's.
    /// - Parameters:
    ///   - initial: the starting state, one of `table.starts`.
    ///   - table: the allowed transitions.
    ///   - analytics: receives `state_transition` and `transition_rejected` events.
    ///   - historyLimit: how many transitions ``history`` keeps (negative means none).
    ///   - events: where every transition and rejection is published.
    ///   - log: receives one line per accepted or rejected intent.
    ///   - onRejection: told of every rejected intent; it is logged and tracked anyway.
    ///   - onTransition: told of every accepted transition, once the state has changed, with
    ///     the state it left and the intent.
    public convenience init(
        initial: State, table: TransitionTable<State, Intent>, analytics: any AnalyticsClient,
        historyLimit: Int = 100, events: NavigationEvents? = nil,
        log: (@MainActor (String) -> Void)? = nil,
        onRejection: @escaping @MainActor (Rejection) -> Void = { _ in },
        onTransition: @escaping @MainActor (Step, State, Intent) -> Void = { _, _, _ in }
    ) {
        self.init(
            initial: initial, table: table, analytics: analytics, historyLimit: historyLimit,
            events: events, log: log, onRejection: onRejection, onTransition: onTransition
        ) { transition, _, _ in transition.to }
    }
}
