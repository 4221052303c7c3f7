/// What one change did to a navigation, noted as it happens, so that each observer is told
/// once, and only when what it reads changed, without keeping a copy of the value before.
///
/// For each stack it touched, the log keeps where its routes started to differ and the routes
/// it removed from there: the routes before the change are the ones it kept plus those, so a
/// push or a pop notes nothing but a count, whatever the depth (`push + back` by depth in
/// routing-benchmarks). Selection, arrangement and each tab's list of stacks are kept as they
/// were at the first change to them: small values.
struct ChangeLog<R: Route> {
    /// One stack's changes.
    struct StackEntry {
        let id: Int
        /// The first position whose route may differ from before.
        var from: Int
        /// The routes the stack had from ``from`` on, before the change.
        var removed: [R]
        /// The stack's dialog and sizing before the change, once either changed.
        var dialog: PresentedDialog??
        var sizing: SheetSizing??
        /// The stack's inspector before the change, once it changed: one element, none or a
        /// route. An array, not an optional of an optional: code generic over the route asks
        /// the runtime for an optional's metadata each time it makes or copies one, here for
        /// every entry, and for an empty array's it does not.
        var inspector: [R?] = []
        /// Whether the change made the stack, or closed it.
        var isNew = false
        var isClosed = false

        /// Whether the routes at positions `range` (all by default) are other than before.
        func routesDiffer(_ routes: [R], in range: Range<Int> = 0..<Int.max) -> Bool {
            guard from != .max, range.upperBound > from else { return false }
            let lower = max(range.lowerBound, from)
            let newEnd = min(range.upperBound, routes.count)
            let oldEnd = min(range.upperBound, from + removed.count)
            let new = lower < newEnd ? routes[lower..<newEnd] : []
            let old = lower < oldEnd ? removed[(lower - from)..<(oldEnd - from)] : []
            return !new.elementsEqual(old)
        }
    }

    private(set) var stacks: [StackEntry] = []
    /// Each touched tab's stack identifiers before the change.
    private(set) var tabStacks: [TabStacks] = []
    private(set) var selected: Int?
    private(set) var arrangement: Navigation<R>.Arrangement??
    private(set) var search: Navigation<R>.Search??

    /// Whether nothing was noted. Kept as each note is taken, as are ``notesArrangement`` and
    /// ``notesSearch``: reading them costs no generic type's metadata, which testing the notes
    /// themselves would, on every change.
    private(set) var isEmpty = true
    /// Whether ``arrangement`` holds a note.
    private(set) var notesArrangement = false
    /// Whether ``search`` holds a note.
    private(set) var notesSearch = false

    /// Notes that stack `id`'s routes change from position `from` on, `removed` being what it
    /// held there just before.
    @inline(__always)
    mutating func routes(of id: Int, from: Int, removed: [R]) {
        let index = entry(id)
        let noted = stacks[index].from
        guard from < noted else { return }
        stacks[index].from = from
        // Positions `from..<noted` were untouched so far: what is removed there is the original.
        if noted == .max {
            stacks[index].removed = removed
        } else if !removed.isEmpty {
            stacks[index].removed.insert(contentsOf: removed[..<(noted - from)], at: 0)
        }
    }

    mutating func dialog(of id: Int, was dialog: PresentedDialog?) {
        let index = entry(id)
        if stacks[index].dialog == nil { stacks[index].dialog = .some(dialog) }
    }

    mutating func sizing(of id: Int, was sizing: SheetSizing?) {
        let index = entry(id)
        if stacks[index].sizing == nil { stacks[index].sizing = .some(sizing) }
    }

    mutating func inspector(of id: Int, was inspector: R?) {
        let index = entry(id)
        if stacks[index].inspector.isEmpty { stacks[index].inspector = [inspector] }
    }

    mutating func made(_ id: Int) {
        stacks[entry(id)].isNew = true
    }

    mutating func closed(_ id: Int) {
        stacks[entry(id)].isClosed = true
    }

    mutating func stacks(of tab: Int, were ids: [Int]) {
        isEmpty = false
        if !tabStacks.contains(where: { $0.tab == tab }) {
            tabStacks.append(TabStacks(tab: tab, ids: ids))
        }
    }

    mutating func selection(was index: Int) {
        isEmpty = false
        if selected == nil { selected = index }
    }

    mutating func arrangement(was old: Navigation<R>.Arrangement?) {
        isEmpty = false
        if !notesArrangement { (arrangement, notesArrangement) = (.some(old), true) }
    }

    mutating func search(was old: Navigation<R>.Search?) {
        isEmpty = false
        if !notesSearch { (search, notesSearch) = (.some(old), true) }
    }

    /// The entry of stack `id`, made if it has none; its routes count as unchanged so far.
    /// Every note on a stack goes through here.
    @inline(__always)
    private mutating func entry(_ id: Int) -> Int {
        isEmpty = false
        var index = 0
        while index < stacks.count {
            if stacks[index].id == id { return index }
            index += 1
        }
        stacks.append(StackEntry(id: id, from: .max, removed: []))
        return stacks.count - 1
    }
}

/// A touched tab's stack identifiers before a change (``ChangeLog/tabStacks``). Not nested
/// in the generic log, as it does not depend on the route: a type nested in a generic one is
/// generic too, and code generic over the route asks the runtime for its metadata at each use.
struct TabStacks {
    let tab: Int
    let ids: [Int]
}
