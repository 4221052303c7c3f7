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
    /// entry, since what follows would be left out anyway; each distinct route is asked once
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
        for stack in [saved.stack] + saved.presented.map(\.stack) {
            guard !stack.isEmpty else { return }
            for entry in stack {
                guard let route = entry.value else { return }
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
                dropped.append(RestorationDrop(path, .unknown))
                continue
            }
            guard !entries.contains(where: { $0.tab == tab }) else {
                dropped.append(RestorationDrop(path, .duplicate))
                continue
            }
            let state = prune(entry.state, at: path + ".", defaultRoot: defaultRoot(tab))
            entries.append(TabEntry(tab: tab, state: state))
        }
        guard let first = entries.first else { return nil }
        let known = saved.selected.value.flatMap { selected in
            entries.contains { $0.tab == selected } ? selected : nil
        }
        if known == nil { dropped.append(RestorationDrop("selected", .unknown)) }
        return TabsState(selected: known ?? first.tab, tabs: entries)
    }

    /// Prunes one router's state; `prefix` locates it in the payload (`""` or `"tabs[1]."`).
    mutating func prune(
        _ saved: RouterState<LenientEntry<R>>, at prefix: String, defaultRoot: R
    ) -> RouterState<R> {
        let stack = validPrefix(of: saved.stack, at: prefix + "stack")
        var reachable = !stack.isEmpty && stack.count == saved.stack.count
        var presented: [PresentedLayer<R>] = []
        for (index, layer) in saved.presented.enumerated() {
            let path = "\(prefix)presented[\(index)]"
            guard reachable else {
                dropped.append(RestorationDrop(path, .unreachable))
                continue
            }
            guard !layer.stack.isEmpty else {
                dropped.append(RestorationDrop(path, .unknown))
                reachable = false
                continue
            }
            let kept = validPrefix(of: layer.stack, at: path + ".stack")
            reachable = !kept.isEmpty && kept.count == layer.stack.count
            if !kept.isEmpty { presented.append(PresentedLayer(style: layer.style, stack: kept)) }
        }
        return RouterState(stack: stack.isEmpty ? [defaultRoot] : stack, presented: presented)
    }

    /// The longest prefix of `stack` whose entries all decode and pass the validator.
    private mutating func validPrefix(of stack: [LenientEntry<R>], at path: String) -> [R] {
        var kept: [R] = []
        for (index, entry) in stack.enumerated() {
            var reason = RestorationDrop.Reason.unknown
            if let route = entry.value {
                if !refused.contains(route) {
                    kept.append(route)
                    continue
                }
                reason = .invalid
            }
            dropped.append(RestorationDrop("\(path)[\(index)]", reason))
            for later in stack.indices.dropFirst(index + 1) {
                dropped.append(RestorationDrop("\(path)[\(later)]", .unreachable))
            }
            break
        }
        return kept
    }
}
