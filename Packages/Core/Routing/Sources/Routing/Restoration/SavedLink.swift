/// A route as a saved file holds it: its canonical deep link, a JSON string.
///
/// A link is the route's public contract (a feature keeps it stable anyway), where its
/// `Codable` form changes with every renamed case or parameter. Reading a file resolves each
/// link through the deep-link table that opens links, so one path validates both.
struct SavedLink: Route {
    let url: String

    init(_ url: String) {
        self.url = url
    }

    init(from decoder: any Decoder) throws {
        url = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }
}

/// How restoration turns a route into its link and a link back into its route, through the
/// app's ``DeepLinkTable``: restoration-only patterns answer too.
struct RouteLinks<R: Route>: Sendable {
    let link: @Sendable (R) -> String?
    let route: @Sendable (String) -> R?

    init(_ table: DeepLinkTable<R>) {
        link = { try? table.url(for: $0) }
        route = { try? table.resolve($0, restoring: true).route }
    }
}

extension RouterState {
    /// The state as saved: each route as its link. A route with no link cannot be saved, so
    /// its chain ends before it: the rest of its stack and every layer above are not saved.
    func links(_ table: RouteLinks<R>) -> RouterState<SavedLink> {
        var saved = RouterState<SavedLink>(stack: [])
        for (index, stack) in ([stack] + presented.map(\.stack)).enumerated() {
            var kept: [SavedLink] = []
            for route in stack {
                guard let url = table.link(route) else { break }
                kept.append(SavedLink(url))
            }
            if index == 0 {
                saved.stack = kept
            } else if !kept.isEmpty {
                saved.presented.append(
                    PresentedLayer(
                        style: presented[index - 1].style, stack: kept,
                        sizing: presented[index - 1].sizing))
            }
            guard kept.count == stack.count else { break }
        }
        return saved
    }
}

extension RouterState where R == SavedLink {
    /// The saved state with each link resolved; a link that no longer resolves (its pattern
    /// removed, a value that no longer converts) is an entry that is not there any more.
    ///
    /// Resolving is most of a restore's time (`restore 3 tabs of 50 routes (load)` in
    /// routing-benchmarks), so only the links restoration may keep are resolved: none past
    /// ``NavigationLimits/maximumRoutes`` in the chain (the stack, then each layer), and with
    /// ``RestorationPolicy/longestValidPrefix`` none past the first that fails, since
    /// ``RestorationPruner`` leaves those out unread.
    func routes<Resolved>(_ table: RouteLinks<Resolved>, policy: RestorationPolicy)
        -> RouterState<LenientEntry<Resolved>>
    {
        var room = NavigationLimits.maximumRoutes
        var failed = false
        let stopsAtFailure = policy == .longestValidPrefix
        func resolve(_ stack: [SavedLink]) -> [LenientEntry<Resolved>] {
            stack.map { link in
                guard !failed, room > 0 else { return LenientEntry(value: nil, link: link.url) }
                room -= 1
                let route = table.route(link.url)
                failed = stopsAtFailure && route == nil
                return LenientEntry(value: route, link: link.url)
            }
        }
        let base = resolve(stack)
        failed = failed || (stopsAtFailure && stack.isEmpty)
        return RouterState<LenientEntry<Resolved>>(
            stack: base,
            presented: presented.map { layer in
                let routes = resolve(layer.stack)
                failed = failed || (stopsAtFailure && layer.stack.isEmpty)
                return PresentedLayer(style: layer.style, stack: routes, sizing: layer.sizing)
            })
    }
}

extension TabsState {
    /// The state as saved: each tab's routes as their links (see ``RouterState/links(_:)``).
    func links(_ table: RouteLinks<R>) -> TabsState<Tab, SavedLink> {
        TabsState<Tab, SavedLink>(
            selected: selected,
            tabs: tabs.map { TabEntry(tab: $0.tab, state: $0.state.links(table)) },
            customization: customization)
    }
}

extension TabsState where R == SavedLink {
    /// The saved state with each link resolved, as `policy` needs them.
    func routes<Resolved>(_ table: RouteLinks<Resolved>, policy: RestorationPolicy)
        -> TabsState<Tab, LenientEntry<Resolved>>
    {
        TabsState<Tab, LenientEntry<Resolved>>(
            selected: selected,
            tabs: tabs.map { TabEntry(tab: $0.tab, state: $0.state.routes(table, policy: policy)) },
            customization: customization)
    }
}
