/// The registered patterns as a trie of path segments, searched depth first in the fixed
/// priority order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom by
/// name), then `string`, then `<path:>`. A lookup visits only the nodes its segments lead to,
/// so its cost depends on the link, not on how many patterns are registered.
struct PatternTrie: Sendable {
    /// What leaves a node, each list in priority order: literal children (compared as strings,
    /// so by canonical equivalence), placeholder edges, the patterns ending here, and those
    /// whose `<path:>` starts here (as indices in `patterns`).
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var placeholders: [(converter: ValueConverter, child: Int)] = []
        var ends: [Int] = []
        var rests: [Int] = []
    }

    private var nodes = [Node()]
    /// In registration order.
    private(set) var patterns: [RegisteredPattern] = []

    /// Adds `pattern` as pattern number `patterns.count`.
    /// - Throws: `ambiguousPattern` when a registered pattern has the same shape: the same
    ///   literals and placeholder types (so the same node) and the same query declarations.
    mutating func insert(_ pattern: RegisteredPattern) throws(RoutingError) {
        var (node, list) = (0, \Node.ends)
        for segment in pattern.segments {
            let next = nodes.count  // where a missing edge leads
            switch segment {
            case .literal(let text, _):
                let child = nodes[node].literals[text] ?? next
                nodes[node].literals[text] = child
                node = child
            case .placeholder(let value) where value.converter.rank == .path:
                list = \.rests
            case .placeholder(let value):
                if let edge = nodes[node].placeholders.first(where: {
                    $0.converter === value.converter
                }) {
                    node = edge.child
                } else {
                    nodes[node].placeholders.append((value.converter, next))
                    nodes[node].placeholders.sort {
                        ($0.converter.rank, $0.converter.name)
                            < ($1.converter.rank, $1.converter.name)
                    }
                    node = next
                }
            }
            if node == next { nodes.append(Node()) }
        }
        // A new node holds no pattern: only a path already there can hold an ambiguous one.
        if let same = nodes[node][keyPath: list].first(where: {
            patterns[$0].order == pattern.order
        }) {
            throw RoutingError(
                .ambiguousPattern,
                reason: "'\(pattern.template)' has the same shape as '\(patterns[same].template)'")
        }
        patterns.append(pattern)
        nodes[node][keyPath: list].append(patterns.count - 1)
        nodes[node][keyPath: list].sort { patterns[$0].order < patterns[$1].order }
    }

    /// The first pattern, in priority order, whose shape fits `link` and which builds a route
    /// from it, with that route; a pattern's refusal passes the link to the next.
    /// - Throws: the first failure met on the way (a value a placeholder refused where a
    ///   pattern has the link's shape, a pattern's refusal), or `noMatch`.
    func match(_ link: IncomingLink, restoring: Bool) throws(RoutingError) -> (
        pattern: RegisteredPattern, route: any Sendable
    ) {
        typealias Found = (pattern: RegisteredPattern, route: any Sendable)
        typealias Refusal = (segment: String, type: String)
        // The values of the placeholders on the way (a refused one as `()`), the first failure.
        var values: [any Sendable] = []
        var failure: RoutingError?

        // Once a placeholder refused its segment (`refused`), the walk goes on only to learn
        // whether a pattern has the link's shape, to report that refusal.
        func visit(_ node: Int, _ depth: Int, _ refused: Refusal?) -> Found? {
            if refused != nil, failure != nil { return nil }
            guard depth < link.segments.count else { return offer(nodes[node].ends, refused) }
            let segment = link.segments[depth]
            if link.matchesLiterals(depth), let child = nodes[node].literals[segment],
                let found = visit(child, depth + 1, refused)
            {
                return found
            }
            for (converter, child) in nodes[node].placeholders {
                let value = refused == nil ? converter.read(segment) : nil
                values.append(value ?? ())
                defer { values.removeLast() }
                let refusal = refused ?? (value == nil ? (segment, converter.name) : nil)
                if let found = visit(child, depth + 1, refusal) { return found }
            }
            guard !nodes[node].rests.isEmpty else { return nil }
            values.append(link.segments[depth...].joined(separator: "/"))
            defer { values.removeLast() }
            return offer(nodes[node].rests, refused)
        }

        func offer(_ list: [Int], _ refused: Refusal?) -> Found? {
            guard !list.isEmpty else { return nil }
            if let refused {
                let reason = "'\(refused.segment)' is not a valid \(refused.type)"
                failure = failure ?? RoutingError(.unconvertibleValue, reason: reason)
                return nil
            }
            for index in list {
                do throws(RoutingError) {
                    let pattern = patterns[index]
                    return (pattern, try pattern.route(values, in: link, restoring: restoring))
                } catch {
                    failure = failure ?? error
                }
            }
            return nil
        }

        guard let found = visit(0, 0, nil) else {
            throw failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
        }
        return found
    }
}
