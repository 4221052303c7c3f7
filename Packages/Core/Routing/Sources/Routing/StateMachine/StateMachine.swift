public import Analytics
public import Observation

/// The app-level state machine: holds the current state and moves it only along the
/// transitions its ``TransitionTable`` declares.
///
/// ``send(_:)`` asks the table where the intent may lead, lets the reducer build the next
/// state, and applies it only if its kind is the one the table names. Anything else is
/// rejected: the state is unchanged, the rejection goes to the injected handler, the log
/// and analytics. Logs and analytics see kinds only, never payloads.
///
/// `send` is on the path of every tap, so it costs little: kind names are made once, a log
/// line only when there is a log, and observation uses key paths made once per machine (a
/// generic class's key path is otherwise built on every read and write).
///
/// ```swift
/// let machine = StateMachine(
///     initial: AppState.loading, table: table, analytics: analytics,
///     log: { print($0) }, onRejection: { assertionFailure($0.description) }
/// ) { state, intent in
///     switch intent {
///     case .sessionFound(let user): .authenticated(user)
///     case .signOut: .signIn
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
    public private(set) var state: State {
        get {
            observers.access(self, keyPath: keys.state)
            return storedState
        }
        set {
            observers.withMutation(of: self, keyPath: keys.state) { storedState = newValue }
        }
    }

    /// The most recent accepted transitions, oldest first, at most ``historyLimit`` long.
    public private(set) var history: [Step] {
        get {
            observers.access(self, keyPath: keys.history)
            return storedHistory
        }
        set {
            observers.withMutation(of: self, keyPath: keys.history) { storedHistory = newValue }
        }
    }
    /// The declared transitions.
    public let table: TransitionTable<State.Kind, Intent.Kind>
    /// How many transitions ``history`` keeps.
    public let historyLimit: Int

    private let reduce: (State, Intent) -> State
    private let analytics: any AnalyticsClient
    private let log: (@MainActor (String) -> Void)?
    private let onRejection: @MainActor (Rejection) -> Void
    private let stateNames: [State.Kind: String]
    private let intentNames: [Intent.Kind: String]

    private var storedState: State
    private var storedHistory: [Step] = []
    private let observers = ObservationRegistrar()
    /// The observed properties' key paths, made once.
    private let keys: (state: KeyPath<StateMachine, State>, history: KeyPath<StateMachine, [Step]>)

    /// Creates a machine.
    /// - Parameters:
    ///   - initial: the starting state; normally of `table.initial`'s kind, but a launch
    ///     decided from cached data may start in any kind the table reaches.
    ///   - table: the allowed transitions.
    ///   - analytics: receives `state_transition` and `transition_rejected` events.
    ///   - historyLimit: how many transitions ``history`` keeps (negative means none).
    ///   - log: receives one line per accepted or rejected intent. Default: none, and no line
    ///     is made.
    ///   - onRejection: told of every rejected intent; an app passes a debug assertion, a
    ///     test records a failure. Default: ignores it (it is still logged and tracked).
    ///   - reduce: builds the next state from the current one and an allowed intent. Only
    ///     called for intents the table allows in the current state.
    public init(
        initial: State,
        table: TransitionTable<State.Kind, Intent.Kind>,
        analytics: any AnalyticsClient,
        historyLimit: Int = 100,
        log: (@MainActor (String) -> Void)? = nil,
        onRejection: @escaping @MainActor (Rejection) -> Void = { _ in },
        reduce: @escaping (State, Intent) -> State
    ) {
        self.storedState = initial
        self.table = table
        self.analytics = analytics
        self.historyLimit = max(0, historyLimit)
        self.log = log
        self.onRejection = onRejection
        self.reduce = reduce
        self.stateNames = Dictionary(
            uniqueKeysWithValues: State.Kind.allCases.map { ($0, kindName($0)) })
        self.intentNames = Dictionary(
            uniqueKeysWithValues: Intent.Kind.allCases.map { ($0, kindName($0)) })
        self.keys = (\.state, \.history)
    }

    /// Moves to the state `intent` leads to, if the table allows it.
    /// - Returns: `true` when the transition was applied, `false` when it was rejected.
    @discardableResult
    public func send(_ intent: Intent) -> Bool {
        let from = state.kind
        guard let target = table.target(from: from, on: intent.kind) else {
            reject(TransitionRejection(from: from, intent: intent.kind))
            return false
        }
        let next = reduce(state, intent)
        guard next.kind == target else {
            reject(TransitionRejection(from: from, intent: intent.kind, proposed: next.kind))
            return false
        }
        state = next
        let transition = Transition(from: from, on: intent.kind, to: target)
        history.append(transition)
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
        log?(transition.description)
        analytics.track(
            .stateTransition(from: name(from), to: name(target), cause: name(intent.kind)))
        return true
    }

    private func reject(_ rejection: Rejection) {
        log?(rejection.description)
        analytics.track(
            .transitionRejected(from: name(rejection.from), intent: name(rejection.intent)))
        onRejection(rejection)
    }

    private func name(_ kind: State.Kind) -> String { stateNames[kind] ?? kindName(kind) }
    private func name(_ kind: Intent.Kind) -> String { intentNames[kind] ?? kindName(kind) }
}
