/// Turns leniently decoded navigation state into state that is safe to show, recording
/// every entry it leaves out.
///
/// Navigation is a chain: each stack entry is reached through the one before it, and each
/// presented layer through the top of what presents it. So when an entry is left out,
/// everything after it in that chain goes too: the rest of its stack and every layer above.
/// A base stack left without a root starts again from the default root.
///
/// Pruning itself is synchronous: the validator's verdicts are gathered first (see
/// ``refused(in:isValid:)``), so a state can be pruned of what no longer decodes before
/// anything is asked, and of what the validator refuses once it has answered.
struct RestorationPruner<R: Route> {
    /// The routes the validator refused; any other route counts as valid.
    private let refused: Set<R>
    private(set) var dropped: [RestorationDrop] = []

    /// - Parameter refused: the routes to leave out as invalid.
    init(refusing refused: Set<R> = []) {
        self.refused = refused
    }

    /// The routes of `saved` that `isValid` refuses. Each chain (a stack, then the layers
    /// above it) is asked in order and no further than its first refused or unreadable
    /// entry or ``NavigationLimits/maximumRoutes`` routes, since what follows would be left out anyway; each distinct route is asked once
    /// (the validator may ask a server).
    static func refused<Tab>(
        in saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>,
        isValid: @Sendable (R) async -> Bool
    ) async -> Set<R> {
        var verdicts: [R: Bool] = [:]
        for entry in saved.tabs where entry.tab.value != nil {
            await ask(about: entry.state, isValid: isValid, verdicts: &verdicts)
        }
        return Set(verdicts.filter { !$0.value }.keys)
    }

    /// The routes of one router's `saved` state that `isValid` refuses, asked as above.
    static func refused(
        in saved: RouterState<LenientEntry<R>>, isValid: @Sendable (R) async -> Bool
    ) async -> Set<R> {
        var verdicts: [R: Bool] = [:]
        await ask(about: saved, isValid: isValid, verdicts: &verdicts)
        return Set(verdicts.filter { !$0.value }.keys)
    }

    private static func ask(
        about saved: RouterState<LenientEntry<R>>, isValid: @Sendable (R) async -> Bool,
        verdicts: inout [R: Bool]
    ) async {
        // Routes past the limit are left out anyway: never asked about.
        var room = NavigationLimits.maximumRoutes
        for stack in [saved.stack] + saved.presented.map(\.stack) {
            guard !stack.isEmpty else { return }
            for entry in stack {
                guard room > 0, let route = entry.value else { return }
                room -= 1
                if verdicts[route] == nil { verdicts[route] = await isValid(route) }
                guard verdicts[route] == true else { return }
            }
        }
    }

    /// Prunes every tab; `nil` when no saved tab is known any more.
    mutating func prune<Tab>(
        _ saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>, defaultRoot: (Tab) -> R
    ) -> TabsState<Tab, R>? {
        var entries: [TabEntry<Tab, R>] = []
        for (index, entry) in saved.tabs.enumerated() {
            let path = "tabs[\(index)]"
            guard let tab = entry.tab.value else {
                dropped.append(RestorationDrop(path, .unknown, entry: entry.tab.saved))
                continue
            }
            guard !entries.contains(where: { $0.tab == tab }) else {
                dropped.append(RestorationDrop(path, .duplicate, entry: entry.tab.saved))
                continue
            }
            let state = prune(entry.state, at: path + ".", defaultRoot: defaultRoot(tab))
            entries.append(TabEntry(tab: tab, state: state))
        }
        guard let first = entries.first else { return nil }
        let known = saved.selected.value.flatMap { selected in
            entries.contains { $0.tab == selected } ? selected : nil
        }
        if known == nil {
            dropped.append(RestorationDrop("selected", .unknown, entry: saved.selected.saved))
        }
        return TabsState(selected: known ?? first.tab, tabs: entries)
    }

    /// Prunes one router's state; `prefix` locates it in the payload (`""` or `"tabs[1]."`).
    /// Past ``NavigationLimits/maximumRoutes`` routes, the rest of the chain is one drop.
    mutating func prune(
        _ saved: RouterState<LenientEntry<R>>, at prefix: String, defaultRoot: R
    ) -> RouterState<R> {
        var room = NavigationLimits.maximumRoutes
        let stack = validPrefix(of: saved.stack, at: prefix + "stack", room: &room)
        // A chain cut by the limit goes on only to drop the rest at once.
        var reachable = !stack.isEmpty && (stack.count == saved.stack.count || room == 0)
        var presented: [PresentedLayer<R>] = []
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
                reachable = false
                continue
            }
            let kept = validPrefix(of: layer.stack, at: path + ".stack", room: &room)
            reachable = !kept.isEmpty && (kept.count == layer.stack.count || room == 0)
            if !kept.isEmpty { presented.append(PresentedLayer(style: layer.style, stack: kept)) }
        }
        return RouterState(stack: stack.isEmpty ? [defaultRoot] : stack, presented: presented)
    }

    /// The longest prefix of `stack` whose entries all decode and pass the validator, and fit
    /// in `room` (which it uses up).
    private mutating func validPrefix(
        of stack: [LenientEntry<R>], at path: String, room: inout Int
    ) -> [R] {
        var kept: [R] = []
        for (index, entry) in stack.enumerated() {
            guard room > 0 else {
                dropped.append(RestorationDrop(Self.range(path, index, stack.count), .overLimit))
                break
            }
            var reason = RestorationDrop.Reason.unknown
            if let route = entry.value {
                if !refused.contains(route) {
                    kept.append(route)
                    room -= 1
                    continue
                }
                reason = .invalid
            }
            dropped.append(RestorationDrop("\(path)[\(index)]", reason, entry: entry.saved))
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
