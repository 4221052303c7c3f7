/// Why a ``TransitionTable`` could not be built. The error's reason names the kinds involved.
extension RoutingError.Code {
    /// The same (state, intent) pair leads to two different kinds.
    public static let nondeterministic = Self(rawValue: "nondeterministic")
    /// The same transition is declared twice.
    public static let duplicate = Self(rawValue: "duplicate")
}
