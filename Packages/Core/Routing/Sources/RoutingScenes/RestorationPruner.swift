import Routing

/// Turns leniently decoded navigation state into state that is safe to show, recording
/// every entry it leaves out.
///
/// With ``RestorationPolicy/longestValidPrefix``, navigation is a chain: each stack entry is
/// reached through the one before it, and each presented layer through the top of what
/// presents it. So when an entry is left out, everything after it in that chain goes too: the
/// rest of its stack and every layer above. With ``RestorationPolicy/everyValidEntry`` only
/// the invalid entries go. A base stack left without its tab's root (refused, or another route
/// where the root should be) starts again from that root, which counts against
/// ``Navigation/maximumRoutes`` like the routes it stands in for.
///
/// Pruning itself is synchronous: the validator's verdicts are gathered first (see
/// ``refused(in:isValid:)``), so a state can be pruned of what no longer decodes before
/// anything is asked, and of what the validator refuses once it has answered.
struct RestorationPruner<R: Route> {
    /// The routes the validator refused; any other route counts as valid.
    private let refused: Set<R>
    private let policy: RestorationPolicy
    private(set) var dropped: [RestorationDrop] = []

    /// - Parameters:
    ///   - refused: the routes to leave out as invalid.
    ///   - policy: what else goes with an entry left out.
    init(refusing refused: Set<R> = [], policy: RestorationPolicy) {
        self.refused = refused
        self.policy = policy
    }

    /// The routes of `saved` that `isValid` refuses. Each chain (a stack, then the layers
    /// above it) of a tab `blank` has, the first time it appears, is asked in order and no
    /// further than ``Navigation/maximumRoutes`` entries, nor, with
    /// ``RestorationPolicy/longestValidPrefix``, than its first refused, unreadable or unknown
    /// entry, since what follows would be left out anyway; each distinct route is asked once
    /// (the validator may ask a server).
    static func refused(
        in saved: SavedNavigation<LenientEntry<R>>, onto blank: Navigation<R>,
        policy: RestorationPolicy, isValid: @Sendable (R) async -> Bool
    ) async -> Set<R> {
        var verdicts: [R: Bool] = [:]
        var asked: Set<R> = []
        let stopsAtFailure = policy == .longestValidPrefix
        for tab in saved.tabs {
            // A tab the navigation lacks, or one saved twice, is left out whole.
            guard let root = tab.tab.value, blank.tab(root) != nil, asked.insert(root).inserted
            else { continue }
            // Routes past the limit are left out anyway: never asked about.
            var room = Navigation<R>.maximumRoutes
            let inspectors = tab.state.inspectors
            chain: for (depth, stack) in ([tab.state.stack] + tab.state.presented.map { $0.stack })
                .enumerated()
            {
                guard !stack.isEmpty || !stopsAtFailure else { break }
                for (index, entry) in stack.enumerated() {
                    guard room > 0 else { break chain }
                    room -= 1
                    // A base stack's first route is its tab's root, or unknown.
                    guard let route = entry.value, depth > 0 || index > 0 || route == root else {
                        if stopsAtFailure { break chain } else { continue }
                    }
                    if verdicts[route] == nil { verdicts[route] = await isValid(route) }
                    guard verdicts[route] == true || !stopsAtFailure else { break chain }
                }
                // The inspector of a stack read whole; nothing is reached through it.
                if let inspector = inspectors[depth]?.value, verdicts[inspector] == nil {
                    verdicts[inspector] = await isValid(inspector)
                }
            }
        }
        return Set(verdicts.filter { !$0.value }.keys)
    }

    /// Prunes every tab `blank` has; `nil` when no saved tab is one of them any more. A
    /// navigation without tabs has one stack whose root may have been replaced: its one saved
    /// tab is its stack, whatever its root.
    mutating func prune(
        _ saved: SavedNavigation<LenientEntry<R>>, onto blank: Navigation<R>
    ) -> SavedNavigation<R>? {
        var tabs: [SavedNavigation<R>.Tab] = []
        let single = blank.tabs.count == 1 && saved.tabs.count == 1
        for (index, entry) in saved.tabs.enumerated() {
            let path = "tabs[\(index)]"
            guard let tab = entry.tab.value, single || blank.tab(tab) != nil else {
                dropped.append(RestorationDrop(path, .unknown, entry: entry.tab.saved))
                continue
            }
            guard !tabs.contains(where: { $0.tab == tab }) else {
                dropped.append(RestorationDrop(path, .duplicate, entry: entry.tab.saved))
                continue
            }
            tabs.append(.init(tab: tab, state: prune(entry.state, at: path + ".", root: tab)))
        }
        guard let first = tabs.first else { return nil }
        let known = saved.selected.value.flatMap { selected in
            tabs.contains { $0.tab == selected } ? selected : nil
        }
        if known == nil {
            dropped.append(RestorationDrop("selected", .unknown, entry: saved.selected.saved))
        }
        // Tabs no longer known leave the arrangement; the navigation places new ones.
        let customization = saved.customization.map { $0.compactMap { $0.value } }
        // A search returns to a tab restored, or to none.
        let returnTab = saved.search?.returnTab.flatMap { entry in
            entry.value.flatMap { tab in tabs.contains { $0.tab == tab } ? tab : nil }
        }
        if let entry = saved.search?.returnTab, returnTab == nil {
            dropped.append(RestorationDrop("search.returnTab", .unknown, entry: entry.saved))
        }
        return SavedNavigation(
            selected: known ?? first.tab, tabs: tabs, customization: customization,
            search: saved.search.map { _ in .init(returnTab: returnTab) })
    }

    /// Prunes one tab's stacks; `prefix` locates it in the payload (`"tabs[1]."`). Past
    /// ``Navigation/maximumRoutes`` routes, the rest of the chain is one drop. A base stack
    /// that does not start at the tab's `root` starts again from it.
    mutating func prune(
        _ saved: SavedStacks<LenientEntry<R>>, at prefix: String,
        root: R
    ) -> SavedStacks<R> {
        var room = Navigation<R>.maximumRoutes
        let stack = kept(of: saved.stack, at: prefix + "stack", room: &room, root: root)
        // The root that stands in for an empty stack is a route like any other: it takes its
        // unit of room before the layers do, so the state never passes the limit.
        if stack.isEmpty { room = max(0, room - 1) }
        // A chain cut by the limit goes on only to drop the rest at once.
        let baseInspector = inspector(
            saved.inspector, at: prefix + "inspector", whole: stack.count == saved.stack.count)
        var reachable = isReachable(after: stack, of: saved.stack, room: room)
        var presented: [SavedStacks<R>.Layer] = []
        for (index, layer) in saved.presented.enumerated() {
            let path = "\(prefix)presented[\(index)]"
            guard !reachable || room > 0 else {
                dropped.append(
                    RestorationDrop(
                        Self.range("\(prefix)presented", index, saved.presented.count), .overLimit))
                break
            }
            guard reachable else {
                dropped.append(RestorationDrop(path, .unreachable))
                continue
            }
            guard !layer.stack.isEmpty else {
                dropped.append(RestorationDrop(path, .unknown))
                reachable = policy == .everyValidEntry
                continue
            }
            let kept = kept(of: layer.stack, at: path + ".stack", room: &room)
            reachable = isReachable(after: kept, of: layer.stack, room: room)
            if !kept.isEmpty {
                presented.append(
                    .init(
                        style: layer.style, stack: kept, sizing: layer.sizing,
                        inspector: inspector(
                            layer.inspector, at: path + ".inspector",
                            whole: kept.count == layer.stack.count)))
            }
        }
        return .init(
            stack: stack.first == root ? stack : [root] + stack, presented: presented,
            inspector: baseInspector)
    }

    /// A stack's inspector, kept when it decodes, passes the validator and its stack was kept
    /// `whole`: with part of the stack left out, it may be about a route that is gone.
    private mutating func inspector(_ entry: LenientEntry<R>?, at path: String, whole: Bool)
        -> R?
    {
        guard let entry else { return nil }
        guard let route = entry.value else {
            dropped.append(RestorationDrop(path, .unknown, entry: entry.saved))
            return nil
        }
        guard !refused.contains(route) else {
            dropped.append(RestorationDrop(path, .invalid, entry: entry.saved))
            return nil
        }
        guard whole else {
            dropped.append(RestorationDrop(path, .unreachable, entry: entry.saved))
            return nil
        }
        return route
    }

    /// Whether the layers above `stack` are kept: with ``RestorationPolicy/everyValidEntry``
    /// always (an empty base stack gets the default root); with the prefix, when it kept every
    /// `saved` entry, or when the limit cut it (the rest of the chain then goes at once).
    private func isReachable(after kept: [R], of saved: [LenientEntry<R>], room: Int) -> Bool {
        switch policy {
        case .everyValidEntry: true
        case .longestValidPrefix: !kept.isEmpty && (kept.count == saved.count || room == 0)
        }
    }

    /// The entries of `stack` that decode and pass the validator, within `room`, which it uses
    /// up: with ``RestorationPolicy/longestValidPrefix`` the longest prefix of such entries,
    /// one unit of room each; with ``RestorationPolicy/everyValidEntry`` all of them, one unit
    /// per entry read, kept or not. A first entry other than `root` (a base stack's tab root)
    /// is unknown: no other route can be there.
    private mutating func kept(
        of stack: [LenientEntry<R>], at path: String, room: inout Int, root: R? = nil
    ) -> [R] {
        var kept: [R] = []
        for (index, entry) in stack.enumerated() {
            guard room > 0 else {
                dropped.append(RestorationDrop(Self.range(path, index, stack.count), .overLimit))
                break
            }
            if policy == .everyValidEntry { room -= 1 }
            var reason = RestorationDrop.Reason.unknown
            if let route = entry.value, index > 0 || (root ?? route) == route {
                if !refused.contains(route) {
                    kept.append(route)
                    if policy == .longestValidPrefix { room -= 1 }
                    continue
                }
                reason = .invalid
            }
            dropped.append(RestorationDrop("\(path)[\(index)]", reason, entry: entry.saved))
            guard policy == .longestValidPrefix else { continue }
            for later in stack.indices.dropFirst(index + 1) {
                dropped.append(
                    RestorationDrop("\(path)[\(later)]", .unreachable, entry: stack[later].saved))
            }
            break
        }
        return kept
    }

    /// `path[first...last]` for the entries from `first` to the end of `count`.
    private static func range(_ path: String, _ first: Int, _ count: Int) -> String {
        first == count - 1 ? "\(path)[\(first)]" : "\(path)[\(first)...\(count - 1)]"
    }
}
