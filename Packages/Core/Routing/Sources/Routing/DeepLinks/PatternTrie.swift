/// Path-segment trie over registered templates, searched depth first in the fixed priority
/// order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom by name),
/// then `string`, then `<path:>`.
///
/// A lookup visits only the nodes its segments lead to (one dictionary probe for a literal, a
/// short ordered list for placeholders), so its cost depends on the link, not on how many
/// patterns are registered. Each node is reached by one path, so it is visited at most once.
struct PatternTrie: Sendable {
    /// A literal edge: from `node` along the segment `text`, compared as a `String` (so by
    /// canonical equivalence). Every node's in one dictionary, so that following a literal
    /// reads one table, however many patterns there are.
    private struct Literal: Hashable, Sendable {
        let node: Int
        let text: String
    }

    private struct Node: Sendable {
        /// Placeholder edges, in priority order.
        var placeholders: [(converter: ValueConverter, child: Int)] = []
        /// The entries ending here, in priority order.
        var ends: [Int] = []
        /// The entries whose `<path:>` starts here, in priority order.
        var rests: [Int] = []
    }

    /// A registered pattern, without its route closures.
    struct Entry: Sendable {
        let template: Template
        let requirement: DeepLinkRequirement
        let policy: DeepLinkPolicy
        let isRestorationOnly: Bool
        /// The pattern's closures, the route type erased: looking up a closure over the route
        /// type in an array would ask the runtime for its type on every call.
        let route: @Sendable (DeepLinkParameters) throws -> any Sendable
        let parameters: @Sendable (any Sendable) -> DeepLinkParameters?
    }

    private var nodes = [Node()]
    private var literals: [Literal: Int] = [:]
    /// The entries, in the order they were inserted.
    private(set) var entries: [Entry] = []

    /// Adds `entry` as entry number `entries.count`.
    mutating func insert(_ entry: Entry) {
        let template = entry.template
        let index = entries.count
        entries.append(entry)
        var node = 0
        for segment in template.segments {
            switch segment {
            case .literal(let text, _):
                if let child = literals[Literal(node: node, text: text)] {
                    node = child
                } else {
                    nodes.append(Node())
                    literals[Literal(node: node, text: text)] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .placeholder(_, let converter) where converter.rank == .path:
                return insert(index, into: \.rests, of: node)
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
        insert(index, into: \.ends, of: node)
    }

    private mutating func insert(
        _ entry: Int, into list: WritableKeyPath<Node, [Int]>, of node: Int
    ) {
        let position = nodes[node][keyPath: list].firstIndex {
            entries[entry].template.precedes(entries[$0].template)
        }
        nodes[node][keyPath: list].insert(
            entry, at: position ?? nodes[node][keyPath: list].endIndex)
    }

    /// Offers `accept` the entries whose shape fits `segments`, in priority order, each with
    /// its path values in order (a `<path:>` value is the remaining segments joined by `/`),
    /// until it takes one; it throws to refuse an entry.
    /// - Returns: `nil` when `accept` took an entry, else the first failure met on the way
    ///   (a value a placeholder refused where a pattern has the link's shape, a refusal by
    ///   `accept`), or `noMatch`.
    func firstMatch(
        _ segments: [String], _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
    ) -> RoutingError? {
        var search = Search(segments: segments)
        guard !search.visit(self, 0, depth: 0, refused: nil, accept) else { return nil }
        return search.failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
    }

    private struct Search {
        let segments: [String]
        var values: [any Sendable] = []
        var failure: RoutingError?

        /// A segment and the placeholder type that refused it.
        typealias Refusal = (segment: String, type: String)

        /// `refused` is set once a placeholder refused its segment: the walk goes on only to
        /// learn whether a pattern has the link's shape, to report that refusal.
        mutating func visit(
            _ trie: PatternTrie, _ node: Int, depth: Int, refused: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            if refused != nil, failure != nil { return false }
            guard depth < segments.count else {
                return offer(trie.nodes[node].ends, refused: refused, accept)
            }
            let segment = segments[depth]
            if let child = trie.literals[Literal(node: node, text: segment)],
                visit(trie, child, depth: depth + 1, refused: refused, accept)
            {
                return true
            }
            for edge in trie.nodes[node].placeholders.indices {
                let (converter, child) = trie.nodes[node].placeholders[edge]
                let value = converter.read(segment)
                values.append(value ?? ())
                defer { values.removeLast() }
                let refusal = refused ?? (value == nil ? (segment, converter.name) : nil)
                if visit(trie, child, depth: depth + 1, refused: refusal, accept) { return true }
            }
            let rests = trie.nodes[node].rests
            guard !rests.isEmpty else { return false }
            values.append(segments[depth...].joined(separator: "/"))
            defer { values.removeLast() }
            return offer(rests, refused: refused, accept)
        }

        /// Offers `entries` in turn, unless a placeholder on the way refused its segment.
        private mutating func offer(
            _ entries: [Int], refused: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            guard !entries.isEmpty else { return false }
            if let refused {
                failure =
                    failure
                    ?? RoutingError(
                        .unconvertibleValue,
                        reason: "'\(refused.segment)' is not a valid \(refused.type)")
                return false
            }
            for entry in entries {
                do throws(RoutingError) {
                    try accept(entry, values)
                    return true
                } catch {
                    failure = failure ?? error
                }
            }
            return false
        }
    }
}
