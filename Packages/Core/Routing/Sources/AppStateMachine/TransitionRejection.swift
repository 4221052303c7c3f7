/// An intent the ``StateMachine`` refused; the state did not change.
public struct TransitionRejection<StateKind: Hashable & Sendable, IntentKind: Hashable & Sendable>:
    Hashable, Sendable, CustomStringConvertible
{
    /// The kind of the state the intent was sent in.
    public let from: StateKind
    /// The kind of the refused intent.
    public let intent: IntentKind
    /// The kind the reducer proposed, when the table allows the intent but leads elsewhere;
    /// `nil` when the table has no transition for the intent in this state (the reducer is
    /// then not called).
    public let proposed: StateKind?

    /// Creates a rejection.
    public init(from: StateKind, intent: IntentKind, proposed: StateKind? = nil) {
        (self.from, self.intent, self.proposed) = (from, intent, proposed)
    }

    /// `rejected signOut in loading` or, when the reducer disagrees with the table,
    /// `rejected retry in error: reducer proposed main, not declared`.
    public var description: String {
        let base = "rejected \(kindName(intent)) in \(kindName(from))"
        guard let proposed else { return base }
        return base + ": reducer proposed \(kindName(proposed)), not declared"
    }
}
