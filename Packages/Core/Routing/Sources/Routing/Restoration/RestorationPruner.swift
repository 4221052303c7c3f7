/// Turns leniently decoded navigation state into state that is safe to show, recording
/// every entry it leaves out.
///
/// Navigation is a chain: each stack entry is reached through the one before it, and each
/// presented layer through the top of what presents it. So when an entry is left out,
/// everything after it in that chain goes too: the rest of its stack and every layer above.
/// A base stack left without a root starts again from the default root.
struct RestorationPruner<R: Route> {
    private let isValid: @Sendable (R) async -> Bool
    /// The validator may ask a server, so each distinct route is asked about once.
    private var verdicts: [R: Bool] = [:]
    private(set) var dropped: [RestorationDrop] = []

    init(isValid: @escaping @Sendable (R) async -> Bool) {
        self.isValid = isValid
    }

    /// Prunes every tab; `nil` when no saved tab is known any more.
    mutating func prune<Tab>(
        _ saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>, defaultRoot: (Tab) -> R
    ) async -> TabsState<Tab, R>? {
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
            let state = await prune(entry.state, at: path + ".", defaultRoot: defaultRoot(tab))
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
    ) async -> RouterState<R> {
        let stack = await validPrefix(of: saved.stack, at: prefix + "stack")
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
            let kept = await validPrefix(of: layer.stack, at: path + ".stack")
            reachable = !kept.isEmpty && kept.count == layer.stack.count
            if !kept.isEmpty { presented.append(PresentedLayer(style: layer.style, stack: kept)) }
        }
        return RouterState(stack: stack.isEmpty ? [defaultRoot] : stack, presented: presented)
    }

    /// The longest prefix of `stack` whose entries all decode and pass the validator.
    private mutating func validPrefix(of stack: [LenientEntry<R>], at path: String) async -> [R] {
        var kept: [R] = []
        for (index, entry) in stack.enumerated() {
            var reason = RestorationDrop.Reason.unknown
            if let route = entry.value {
                if await check(route) {
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

    private mutating func check(_ route: R) async -> Bool {
        if let verdict = verdicts[route] { return verdict }
        let verdict = await isValid(route)
        verdicts[route] = verdict
        return verdict
    }
}
