/// The guards of a navigation (``Router/guard(with:onDiscard:)``), by the stack each guards,
/// and the one check that holds a change: whether it removes a guarded stack's route or
/// closes it, told by the change's own log.
@MainActor
struct Guards {
    /// What a guard asks, and whom it tells when the user discards.
    struct Guard {
        let dialog: DialogState<GuardAction>
        let onDiscard: @MainActor () -> Void
    }

    /// A change held back: the guard that asks, and every guarded stack it would discard.
    struct Hold {
        let asking: Guard
        /// The tab whose top the dialog shows on.
        let tab: Int
        let passed: [Int]
    }

    private var byStack: [Int: Guard] = [:]

    var isEmpty: Bool { byStack.isEmpty }

    func isGuarded(_ id: Int) -> Bool { byStack[id] != nil }

    mutating func keep(_ guard: Guard, for id: Int) { byStack[id] = `guard` }

    /// Lifts the guard of stack `id`. - Returns: whether it held one.
    @discardableResult
    mutating func lift(_ id: Int) -> Bool { byStack.removeValue(forKey: id) != nil }

    /// The hold `log` calls for, as `old` was before the change: the guard of the topmost
    /// stack the change closes or takes a route from, if any is guarded.
    func hold<R>(of log: ChangeLog<R>, before old: Navigation<R>) -> Hold? {
        guard !byStack.isEmpty else { return nil }
        var passed: [(id: Int, tab: Int, depth: Int)] = []
        for entry in log.stacks where byStack[entry.id] != nil {
            guard entry.isClosed || !entry.removed.isEmpty, let place = old.locate(entry.id)
            else { continue }
            passed.append((entry.id, place.tab, place.depth))
        }
        guard let top = passed.max(by: { $0.depth < $1.depth }), let asking = byStack[top.id]
        else { return nil }
        return Hold(asking: asking, tab: top.tab, passed: passed.map(\.id))
    }
}
