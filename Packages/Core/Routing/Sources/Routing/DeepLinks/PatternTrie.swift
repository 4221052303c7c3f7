/// Path-segment trie over registered templates, searched depth first in the fixed priority
/// order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom by name),
/// then `string`, then `<path:>`.
///
/// A lookup visits only the nodes its segments lead to (one dictionary probe for a literal, a
/// short ordered list for placeholders), so its cost depends on the link, not on how many
/// patterns are registered. Each node is reached by one path, so it is visited at most once.
struct PatternTrie: Sendable {
    private struct Node: Sendable {
        /// Literal segments, compared as `String`s (so by canonical equivalence).
        var literals: [Substring: Int] = [:]
        /// Placeholder edges, in priority order.
        var placeholders: [(converter: ValueConverter, child: Int)] = []
        /// The entries ending here, in priority order.
        var ends: [Int] = []
        /// The entries whose `<path:>` starts here, in priority order.
        var rests: [Int] = []
    }

    private var nodes = [Node()]
    /// The entries, in the order they were inserted.
    private(set) var templates: [Template] = []

    /// Adds `template` as entry number `templates.count`.
    mutating func insert(_ template: Template) {
        let entry = templates.count
        templates.append(template)
        var node = 0
        for segment in template.segments {
            switch segment {
            case .literal(let text, _):
                if let child = nodes[node].literals[Substring(text)] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[Substring(text)] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .placeholder(_, let converter) where converter.rank == .path:
                return insert(entry, into: \.rests, of: node)
            case .placeholder(_, let converter):
                let edges = nodes[node].placeholders
                if let edge = edges.first(where: { $0.converter.name == converter.name }) {
                    node = edge.child
                } else {
                    nodes.append(Node())
                    let position = edges.firstIndex { converter.precedes($0.converter) }
                    nodes[node].placeholders.insert(
                        (converter, nodes.count - 1), at: position ?? edges.endIndex)
                    node = nodes.count - 1
                }
            }
        }
        insert(entry, into: \.ends, of: node)
    }

    private mutating func insert(
        _ entry: Int, into list: WritableKeyPath<Node, [Int]>, of node: Int
    ) {
        let position = nodes[node][keyPath: list].firstIndex {
            templates[entry].precedes(templates[$0])
        }
        nodes[node][keyPath: list].insert(
            entry, at: position ?? nodes[node][keyPath: list].endIndex)
    }

    /// Offers `accept` the entries whose shape fits `segments`, in priority order, each with
    /// its path values in order (a `<path:>` value is the remaining segments joined by `/`),
    /// until it takes one; it throws to refuse an entry.
    /// - Returns: what `accept` returned for the entry it took.
    /// - Throws: the first failure met on the way (a value a placeholder refused where a
    ///   pattern has the link's shape, a refusal by `accept`), else `noMatch`.
    func firstMatch<Found>(
        _ segments: [Substring], _ accept: (Int, [any Sendable]) throws(RoutingError) -> Found
    ) throws(RoutingError) -> Found {
        var search = Search<Found>(segments: segments)
        if let found = search.visit(self, 0, depth: 0, refused: nil, accept) { return found }
        throw search.failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
    }

    private struct Search<Found> {
        let segments: [Substring]
        var values: [any Sendable] = []
        var failure: RoutingError?

        /// A segment and the placeholder type that refused it.
        typealias Refusal = (segment: Substring, type: String)

        /// `refused` is set once a placeholder refused its segment: the walk goes on only to
        /// learn whether a pattern has the link's shape, to report that refusal.
        mutating func visit(
            _ trie: PatternTrie, _ node: Int, depth: Int, refused: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Found
        ) -> Found? {
            if refused != nil, failure != nil { return nil }
            guard depth < segments.count else {
                return offer(trie.nodes[node].ends, refused: refused, accept)
            }
            let segment = segments[depth]
            if let child = trie.nodes[node].literals[segment],
                let found = visit(trie, child, depth: depth + 1, refused: refused, accept)
            {
                return found
            }
            for (converter, child) in trie.nodes[node].placeholders {
                let value = converter.read(segment)
                values.append(value ?? ())
                defer { values.removeLast() }
                let refusal = refused ?? (value == nil ? (segment, converter.name) : nil)
                if let found = visit(trie, child, depth: depth + 1, refused: refusal, accept) {
                    return found
                }
            }
            let rests = trie.nodes[node].rests
            guard !rests.isEmpty else { return nil }
            values.append(segments[depth...].joined(separator: "/"))
            defer { values.removeLast() }
            return offer(rests, refused: refused, accept)
        }

        /// Offers `entries` in turn, unless a placeholder on the way refused its segment.
        private mutating func offer(
            _ entries: [Int], refused: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Found
        ) -> Found? {
            guard !entries.isEmpty else { return nil }
            if let refused {
                failure =
                    failure
                    ?? RoutingError(
                        .unconvertibleValue,
                        reason: "'\(refused.segment)' is not a valid \(refused.type)")
                return nil
            }
            for entry in entries {
                do throws(RoutingError) {
                    return try accept(entry, values)
                } catch {
                    failure = failure ?? error
                }
            }
            return nil
        }
    }
}
