/// A flaw found by ``TransitionTable/check()``.
public enum TableProblem<StateKind: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// No chain of transitions leads from any of the table's starts to this one.
    case unreachable(StateKind)
    /// This kind is not declared final, yet no transition leads out of it to another kind.
    case deadEnd(StateKind)

    /// `unreachable: error` or `dead end: error`.
    public var description: String {
        switch self {
        case .unreachable(let kind): "unreachable: \(kindName(kind))"
        case .deadEnd(let kind): "dead end: \(kindName(kind))"
        }
    }
}
