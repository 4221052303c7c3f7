/// Turns leniently decoded navigation state into state that is safe to show, recording
/// every entry it leaves out.
///
/// With ``RestorationPolicy/longestValidPrefix``, navigation is a chain: each stack entry is
/// reached through the one before it, and each presented layer through the top of what
/// presents it. So when an entry is left out, everything after it in that chain goes too: the
/// rest of its stack and every layer above. With ``RestorationPolicy/everyValidEntry`` only
/// the invalid entries go. A base stack left without a root starts again from the default root,
/// which counts against ``NavigationLimits/maximumRoutes`` like the routes it stands in for.
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
    /// above it) is asked in order and no further than ``NavigationLimits/maximumRoutes``
    /// entries, nor, with ``RestorationPolicy/longestValidPrefix``, than its first refused or
    /// unreadable entry, since what follows would be left out anyway; each distinct route is
    /// asked once (the validator may ask a server).
    static func refused<Tab>(
        in saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>, policy: RestorationPolicy,
        isValid: @Sendable (R) async -> Bool
    ) async -> Set<R> {
        var verdicts: [R: Bool] = [:]
        for entry in saved.tabs where entry.tab.value != nil {
            await ask(about: entry.state, policy: policy, isValid: isValid, verdicts: &verdicts)
        }
        return Set(verdicts.filter { !$0.value }.keys)
    }

    /// The routes of one router's `saved` state that `isValid` refuses, asked as above.
    static func refused(
        in saved: RouterState<LenientEntry<R>>, policy: RestorationPolicy,
        isValid: @Sendable (R) async -> Bool
    ) async -> Set<R> {
        var verdicts: [R: Bool] = [:]
        await ask(about: saved, policy: policy, isValid: isValid, verdicts: &verdicts)
        return Set(verdicts.filter { !$0.value }.keys)
    }

    private static func ask(
        about saved: RouterState<LenientEntry<R>>, policy: RestorationPolicy,
        isValid: @Sendable (R) async -> Bool, verdicts: inout [R: Bool]
    ) async {
        let stopsAtFailure = policy == .longestValidPrefix
        // Routes past the limit are left out anyway: never asked about.
        var room = NavigationLimits.maximumRoutes
        for stack in [saved.stack] + saved.presented.map(\.stack) {
            guard !stack.isEmpty || !stopsAtFailure else { return }
            for entry in stack {
                guard room > 0 else { return }
                room -= 1
                guard let route = entry.value else {
                    if stopsAtFailure { return } else { continue }
                }
                if verdicts[route] == nil { verdicts[route] = await isValid(route) }
                guard verdicts[route] == true || !stopsAtFailure else { return }
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
        // Tabs no longer known leave the arrangement; the tab router places new ones.
        let customization = saved.customization.map { saved in
            TabCustomization(
                order: saved.order.compactMap(\.value),
                hidden: Set(saved.hidden.compactMap(\.value)))
        }
        return TabsState(
            selected: known ?? first.tab, tabs: entries, customization: customization)
    }

    /// Prunes one router's state; `prefix` locates it in the payload (`""` or `"tabs[1]."`).
    /// Past ``NavigationLimits/maximumRoutes`` routes, the rest of the chain is one drop.
    mutating func prune(
        _ saved: RouterState<LenientEntry<R>>, at prefix: String, defaultRoot: R
    ) -> RouterState<R> {
        var room = NavigationLimits.maximumRoutes
        let stack = kept(of: saved.stack, at: prefix + "stack", room: &room)
        // The default root that stands in for an empty stack is a route like any other: it
        // takes its unit of room before the layers do, so the state never passes the limit.
        if stack.isEmpty { room = max(0, room - 1) }
        // A chain cut by the limit goes on only to drop the rest at once.
        var reachable = isReachable(after: stack, of: saved.stack, room: room)
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
                reachable = policy == .everyValidEntry
                continue
            }
            let kept = kept(of: layer.stack, at: path + ".stack", room: &room)
            reachable = isReachable(after: kept, of: layer.stack, room: room)
            if !kept.isEmpty {
                presented.append(
                    PresentedLayer(style: layer.style, stack: kept, sizing: layer.sizing))
            }
        }
        return RouterState(stack: stack.isEmpty ? [defaultRoot] : stack, presented: presented)
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
    /// per entry read, kept or not.
    private mutating func kept(
        of stack: [LenientEntry<R>], at path: String, room: inout Int
    ) -> [R] {
        var kept: [R] = []
        for (index, entry) in stack.enumerated() {
            guard room > 0 else {
                dropped.append(RestorationDrop(Self.range(path, index, stack.count), .overLimit))
                break
            }
            if policy == .everyValidEntry { room -= 1 }
            var reason = RestorationDrop.Reason.unknown
            if let route = entry.value {
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
