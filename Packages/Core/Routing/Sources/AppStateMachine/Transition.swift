/// One edge of a state machine: in state kind `from`, intent kind `intent` leads to `to`.
///
/// Used both to declare a ``TransitionTable`` and to record what happened in
/// ``StateMachine/history``.
///
/// ```swift
/// let found = Transition<SessionState.Kind, SessionIntent.Kind>(
///     from: .loading, on: .sessionFound, to: .authenticated)
/// ```
public struct Transition<StateKind: Hashable & Sendable, IntentKind: Hashable & Sendable>:
    Hashable, Sendable, CustomStringConvertible
{
    /// The state kind the transition leaves.
    public let from: StateKind
    /// The intent kind that causes it.
    public let intent: IntentKind
    /// The state kind it reaches.
    public let to: StateKind

    /// Creates a transition: in `from`, `intent` leads to `to`.
    public init(from: StateKind, on intent: IntentKind, to: StateKind) {
        (self.from, self.intent, self.to) = (from, intent, to)
    }

    /// `loading -> authenticated (cause: sessionFound)`.
    public var description: String {
        "\(kindName(from)) -> \(kindName(to)) (cause: \(kindName(intent)))"
    }
}
