public import Analytics
public import Observation

/// The app-level state machine: holds the current state and moves it only along the
/// transitions its ``TransitionTable`` declares.
///
/// ``send(_:)`` asks the table where the intent may lead: the table decides the next state's
/// kind, and `build` makes only that case's payload, given the transition. An intent the
/// table does not allow is rejected: the state is unchanged, the rejection goes to the
/// injected handler, the log and analytics. An accepted one is told to `onTransition`, typed.
/// Logs and analytics see kinds only, never payloads.
///
/// `send` is on the path of every tap, so it costs little: kind names are made once, a log
/// line only when there is a log, and observation uses key paths made once per machine (a
/// generic class's key path is otherwise built on every read and write).
///
/// ```swift
/// let machine = StateMachine(
///     initial: AppState.loading, table: table, analytics: analytics,
///     log: { print($0) }, onRejection: { assertionFailure($0.description) }
/// ) { transition, state, intent in
///     switch (transition.to, intent) {
///     case (.authenticated, .sessionFound(let user)): .authenticated(user)
///     default: .signIn
///     }
/// }
/// machine.send(.sessionFound(user))
/// ```
@MainActor
public final class StateMachine<State: KindProviding, Intent: KindProviding>: Observable {
    /// What ``history`` records.
    public typealias Step = Transition<State.Kind, Intent.Kind>
    /// What the rejection handler receives.
    public typealias Rejection = TransitionRejection<State.Kind, Intent.Kind>

    /// The current state.
    public var state: State {
        observers.access(self, keyPath: changeKey)
        return storedState
    }

    /// The most recent accepted transitions, oldest first, at most ``historyLimit`` long.
    ///
    /// It changes exactly when ``state`` does, so observing it is observing that one change.
    public var history: [Step] {
        observers.access(self, keyPath: changeKey)
        return storedHistory
    }
    /// The declared transitions.
    public let table: TransitionTable<State.Kind, Intent.Kind>
    /// How many transitions ``history`` keeps.
    public let historyLimit: Int

    @usableFromInline let build: (Step, State, Intent) -> State
    @usableFromInline let onTransition: @MainActor (Step) -> Void
    @usableFromInline let analytics: any AnalyticsClient
    @usableFromInline let log: (@MainActor (String) -> Void)?
    @usableFromInline let onRejection: @MainActor (Rejection) -> Void
    @usableFromInline let events: NavigationEvents?
    @usableFromInline let stateNames: [State.Kind: String]
    @usableFromInline let intentNames: [Intent.Kind: String]
    /// Each transition's `state_transition` event, in ``table`` order: built (and redacted)
    /// once, so an accepted intent sends a ready event.
    @usableFromInline let transitionEvents: [AnalyticsEvent]
    /// The `transition_rejected` events sent so far, by state and intent kind, to send again
    /// as they are (at most one per pair of kinds).
    @usableFromInline var rejectionEvents:
        [TransitionTable<State.Kind, Intent.Kind>.Pair: AnalyticsEvent] = [:]

    @usableFromInline var storedState: State
    @usableFromInline var storedHistory: [Step] = []
    @usableFromInline let observers = ObservationRegistrar()
    /// The key path an accepted transition announces its change under (the state and the
    /// history change together), made once: a generic class's key path is otherwise built
    /// on every read and write.
    @usableFromInline let changeKey: KeyPath<StateMachine, State>

    /// Creates a machine.
    /// - Parameters:
    ///   - initial: the starting state, of one of `table.starts`' kinds (a launch decided
    ///     from saved data may start in any of them).
    ///   - table: the allowed transitions.
    ///   - analytics: receives `state_transition` and `transition_rejected` events.
    ///   - historyLimit: how many transitions ``history`` keeps (negative means none).
    ///   - events: where every transition and rejection is published, by kinds; nowhere by
    ///     default.
    ///   - log: receives one line per accepted or rejected intent. Default: none, and no line
    ///     is made.
    ///   - onRejection: told of every rejected intent; an app passes a debug assertion, a
    ///     test records a failure. Default: ignores it (it is still logged and tracked).
    ///   - onTransition: told of every accepted transition, once the state has changed.
    ///   - build: makes the state a transition the table allowed leads to, from the current
    ///     one and the intent: only the payload of `transition.to`'s case. Only called for
    ///     intents the table allows. A state of another kind is a bug, refused and reported
    ///     as a rejection naming what it proposed.
    public init(
        initial: State,
        table: TransitionTable<State.Kind, Intent.Kind>,
        analytics: any AnalyticsClient,
        historyLimit: Int = 100,
        events: NavigationEvents? = nil,
        log: (@MainActor (String) -> Void)? = nil,
        onRejection: @escaping @MainActor (Rejection) -> Void = { _ in },
        onTransition: @escaping @MainActor (Step) -> Void = { _ in },
        build: @escaping (_ transition: Step, _ state: State, _ intent: Intent) -> State
    ) {
        self.storedState = initial
        self.table = table
        self.analytics = analytics
        self.historyLimit = max(0, historyLimit)
        self.log = log
        self.onRejection = onRejection
        self.events = events
        self.onTransition = onTransition
        self.build = build
        let stateNames = Dictionary(
            uniqueKeysWithValues: State.Kind.allCases.map { ($0, kindName($0)) })
        let intentNames = Dictionary(
            uniqueKeysWithValues: Intent.Kind.allCases.map { ($0, kindName($0)) })
        self.stateNames = stateNames
        self.intentNames = intentNames
        self.transitionEvents = table.transitions.map {
            .stateTransition(
                from: Self.name($0.from, in: stateNames), to: Self.name($0.to, in: stateNames),
                cause: Self.name($0.intent, in: intentNames))
        }
        self.changeKey = \.state
    }

    /// Moves to the state `intent` leads to, if the table allows it.
    ///
    /// Inlinable, so an app's call is specialized for its own state and intent types: on
    /// the path of every tap, generic code would spend most of its time looking up type
    /// metadata.
    /// - Returns: `true` when the transition was applied, `false` when it was rejected.
    @inlinable @discardableResult
    public func send(_ intent: Intent) -> Bool {
        let current = state
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
        // The state and the history change in place, as one change.
        observers.withMutation(of: self, keyPath: changeKey) {
            storedState = next
            storedHistory.append(transition)
            if storedHistory.count > historyLimit {
                storedHistory.removeFirst(storedHistory.count - historyLimit)
            }
        }
        log?(transition.description)
        if analytics.isListening { analytics.track(transitionEvents[index]) }
        if let events, events.isListening(to: .transition) {
            events.send(
                .transition(
                    from: name(from), to: name(transition.to), intent: name(transition.intent)))
        }
        onTransition(transition)
        return true
    }

    @inlinable func reject(_ rejection: Rejection) {
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

    @inlinable func name(_ kind: State.Kind) -> String { Self.name(kind, in: stateNames) }
    @inlinable func name(_ kind: Intent.Kind) -> String { Self.name(kind, in: intentNames) }

    /// The name made once for `kind`, or made now for a kind `allCases` did not list.
    @inlinable static func name<Kind>(_ kind: Kind, in names: [Kind: String]) -> String {
        names[kind] ?? kindName(kind)
    }
}
