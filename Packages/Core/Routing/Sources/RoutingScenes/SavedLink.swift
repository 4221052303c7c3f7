import Routing

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
    /// The route's link, only when it resolves back to the route.
    let link: @Sendable (R) -> String?
    let route: @Sendable (String) -> R?

    init(_ table: DeepLinkTable<R>) {
        let route = { @Sendable (link: String) in try? table.resolve(link, restoring: true).route }
        // A link another pattern wins (a catch-all's value beginning with another pattern's
        // literal) would restore another screen than the one saved: no link at all.
        link = { saved in
            guard let link = try? table.url(for: saved), route(link) == saved else { return nil }
            return link
        }
        self.route = route
    }
}

extension SavedNavigation where Entry: Route {
    /// This navigation with each route saved as its link: a stack ends before a route the table
    /// writes no link for (or one leading to another route), and the layers above it are not
    /// saved; nor is a tab whose root has no link, nor the arrangement's tabs without one. A
    /// stack's inspector is saved with the stack whole, when it has a link.
    func links(_ table: RouteLinks<Entry>) -> SavedNavigation<SavedLink>? {
        func saved(_ stacks: SavedStacks<Entry>) -> SavedStacks<SavedLink> {
            var result = SavedStacks<SavedLink>(stack: [])
            for (index, stack) in ([stacks.stack] + stacks.presented.map(\.stack)).enumerated() {
                let kept = Array(
                    stack.lazy.map(table.link).prefix { $0 != nil }.map { SavedLink($0!) })
                let inspector =
                    kept.count == stack.count
                    ? stacks.inspectors[index].flatMap(table.link).map(SavedLink.init) : nil
                if index == 0 {
                    result.stack = kept
                    result.inspector = inspector
                } else if !kept.isEmpty {
                    let layer = stacks.presented[index - 1]
                    result.presented.append(
                        .init(
                            style: layer.style, stack: kept, sizing: layer.sizing,
                            inspector: inspector))
                }
                guard kept.count == stack.count else { break }
            }
            return result
        }
        guard let selected = table.link(self.selected) else { return nil }
        return SavedNavigation<SavedLink>(
            selected: SavedLink(selected),
            tabs: tabs.compactMap { tab in
                table.link(tab.tab).map { .init(tab: SavedLink($0), state: saved(tab.state)) }
            },
            customization: customization.map {
                $0.compactMap { table.link($0).map(SavedLink.init) }
            },
            search: search.map {
                .init(returnTab: $0.returnTab.flatMap(table.link).map(SavedLink.init))
            })
    }
}

extension SavedNavigation where Entry == SavedLink {
    /// Each link resolved through `table` into a route, or left unread: within
    /// ``Navigation/maximumRoutes`` links per tab, and with
    /// ``RestorationPolicy/longestValidPrefix`` no further in a tab than its first link that
    /// does not resolve (what follows would be left out anyway).
    func routes<R>(_ table: RouteLinks<R>, policy: RestorationPolicy)
        -> SavedNavigation<LenientEntry<R>>
    {
        let read = { (link: SavedLink) in LenientEntry(value: table.route(link.url), link: link.url)
        }
        return SavedNavigation<LenientEntry<R>>(
            selected: read(selected),
            tabs: tabs.map { tab in
                var room = Navigation<R>.maximumRoutes
                var failed = false
                let stopsAtFailure = policy == .longestValidPrefix
                func resolve(_ stack: [SavedLink]) -> [LenientEntry<R>] {
                    stack.map { link in
                        guard !failed, room > 0 else {
                            return LenientEntry(value: nil, link: link.url)
                        }
                        room -= 1
                        let entry = read(link)
                        failed = stopsAtFailure && entry.value == nil
                        return entry
                    }
                }
                let base = resolve(tab.state.stack)
                failed = failed || (stopsAtFailure && tab.state.stack.isEmpty)
                return .init(
                    tab: read(tab.tab),
                    state: .init(
                        stack: base,
                        presented: tab.state.presented.map { layer in
                            let routes = resolve(layer.stack)
                            failed = failed || (stopsAtFailure && layer.stack.isEmpty)
                            return .init(
                                style: layer.style, stack: routes, sizing: layer.sizing,
                                inspector: layer.inspector.map(read))
                        }, inspector: tab.state.inspector.map(read)))
            },
            customization: customization.map { $0.compactMap(read) },
            search: search.map { .init(returnTab: $0.returnTab.map(read)) })
    }
}
