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
            switch segment {
            case .literal(let text, _):
                node = nodes[node].literals[text] ?? addNode { $0.nodes[node].literals[text] = $1 }
            case .placeholder(let value) where value.converter.rank == .path:
                list = \.rests
            case .placeholder(let value):
                let edges = nodes[node].placeholders
                node =
                    edges.first { $0.converter === value.converter }?.child
                    ?? addNode { trie, child in
                        let position = edges.firstIndex { value.converter.precedes($0.converter) }
                        trie.nodes[node].placeholders.insert(
                            (value.converter, child), at: position ?? edges.endIndex)
                    }
            }
        }
        // A new node holds no pattern: only a path already there can hold an ambiguous one.
        let siblings = nodes[node][keyPath: list].map { patterns[$0] }
        if let same = siblings.first(where: { $0.querySignature == pattern.querySignature }) {
            throw RoutingError(
                .ambiguousPattern,
                reason: "'\(pattern.template)' has the same shape as '\(same.template)'")
        }
        let position = siblings.firstIndex { pattern.precedes($0) } ?? siblings.endIndex
        nodes[node][keyPath: list].insert(patterns.count, at: position)
        patterns.append(pattern)
    }

    /// A new node, linked by `link`.
    private mutating func addNode(_ link: (inout PatternTrie, Int) -> Void) -> Int {
        nodes.append(Node())
        link(&self, nodes.count - 1)
        return nodes.count - 1
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
            if let child = nodes[node].literals[segment],
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
