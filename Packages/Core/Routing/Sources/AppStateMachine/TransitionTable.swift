public import Routing

/// The allowed transitions of a state machine, declared as data.
///
/// Built once, checked at construction for nondeterminism, then consulted by
/// ``StateMachine`` on every intent. ``check()`` finds unreachable and dead-end kinds, and
/// RoutingTools' `mermaid` / `dot` draw the table.
///
/// ```swift
/// let table = try TransitionTable<SessionState.Kind, SessionIntent.Kind>(
///     initial: .loading,
///     transitions: [
///         Transition(from: .loading, on: .sessionFound, to: .authenticated),
///         Transition(from: .loading, on: .noSession, to: .signIn),
///         Transition(from: .authenticated, on: .signOut, to: .signIn),
///         Transition(from: .signIn, on: .sessionFound, to: .authenticated),
///     ])
/// ```
public struct TransitionTable<
    StateKind: Hashable & Sendable & CaseIterable,
    IntentKind: Hashable & Sendable & CaseIterable
>: Sendable {
    /// The kind a fresh machine starts in.
    public let initial: StateKind
    /// Every kind a machine may start in, ``initial`` first: a launch decided from saved data
    /// (a returning user) may start elsewhere than a fresh machine. Reachability is measured
    /// from all of them, and the diagrams draw a start arrow to each.
    public let starts: [StateKind]
    /// Kinds allowed to have no way out.
    public let finals: Set<StateKind>
    /// Every transition, in declaration order (the order diagrams draw them in).
    public let transitions: [Transition<StateKind, IntentKind>]

    /// Where each (state, intent) pair leads: the index of its transition.
    let transitionIndexes: [Pair: Int]

    struct Pair: Hashable, Sendable {
        let from: StateKind
        let intent: IntentKind
    }

    /// Creates a table of `transitions`, starting in `initial` (or in `otherStarts`, such as
    /// the screens a launch picks from saved data), where `finals` may have no way out.
    /// - Throws: ``RoutingError/Code/nondeterministic`` when one (state, intent) pair leads to
    ///   two kinds, ``RoutingError/Code/duplicate`` when a transition is declared twice.
    public init(
        initial: StateKind, alsoStartingIn otherStarts: [StateKind] = [],
        finals: Set<StateKind> = [], transitions: [Transition<StateKind, IntentKind>]
    ) throws(RoutingError) {
        var indexes: [Pair: Int] = [:]
        for (index, transition) in transitions.enumerated() {
            let pair = Pair(from: transition.from, intent: transition.intent)
            if let existing = indexes[pair].map({ transitions[$0].to }) {
                let head = "\(kindName(transition.from)) on \(kindName(transition.intent))"
                if existing == transition.to {
                    throw RoutingError(
                        .duplicate,
                        reason: "\(head) to \(kindName(existing)) is declared twice")
                }
                throw RoutingError(
                    .nondeterministic,
                    reason:
                        "\(head) leads to both \(kindName(existing)) and \(kindName(transition.to))"
                )
            }
            indexes[pair] = index
        }
        var starts = [initial]
        for kind in otherStarts where !starts.contains(kind) { starts.append(kind) }
        (self.initial, self.starts, self.finals) = (initial, starts, finals)
        (self.transitions, transitionIndexes) = (transitions, indexes)
    }

    /// The kind `intent` leads to from `state`, or `nil` when the table does not allow it.
    public func target(from state: StateKind, on intent: IntentKind) -> StateKind? {
        transitionIndex(from: state, on: intent).map { transitions[$0].to }
    }

    /// The index in ``transitions`` of the transition `intent` takes from `state`.
    func transitionIndex(from state: StateKind, on intent: IntentKind) -> Int? {
        transitionIndexes[Pair(from: state, intent: intent)]
    }

    /// Every kind unreachable from the ``starts`` and every non-final kind with no way out (to
    /// a *different* kind), in `StateKind.allCases` order, unreachable before dead end for the
    /// same kind; empty when the table is sound.
    public func check() -> [TableProblem<StateKind>] {
        var reachable = Set(starts)
        var pending = starts
        while let kind = pending.popLast() {
            for transition in transitions where transition.from == kind {
                if reachable.insert(transition.to).inserted { pending.append(transition.to) }
            }
        }
        let exits = Set(transitions.filter { $0.from != $0.to }.map(\.from))
        var problems: [TableProblem<StateKind>] = []
        for kind in StateKind.allCases {
            if !reachable.contains(kind) { problems.append(.unreachable(kind)) }
            if !finals.contains(kind) && !exits.contains(kind) { problems.append(.deadEnd(kind)) }
        }
        return problems
    }
}
