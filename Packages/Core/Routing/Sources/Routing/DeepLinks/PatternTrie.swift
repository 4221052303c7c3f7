/// Path-segment trie over registered templates, searched depth first in the fixed priority
/// order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom by name), then
/// `string`, then `<path:>`. A lookup visits only the nodes its segments lead to, each once, so
/// its cost depends on the link, not on how many patterns are registered.
struct PatternTrie: Sendable {
    /// A registered pattern, its route closures with the route type erased: an array of
    /// closures over the route type would ask the runtime for that type on every lookup.
    /// A class, so that reading one retains it alone, not each closure's context.
    final class Entry: Sendable {
        let template: Template
        let requirement: DeepLinkRequirement
        let policy: DeepLinkPolicy
        let isRestorationOnly: Bool
        let route: @Sendable (DeepLinkParameters) throws -> any Sendable
        let parameters: @Sendable (any Sendable) -> DeepLinkParameters?

        init(
            template: Template, requirement: DeepLinkRequirement, policy: DeepLinkPolicy,
            isRestorationOnly: Bool,
            route: @escaping @Sendable (DeepLinkParameters) throws -> any Sendable,
            parameters: @escaping @Sendable (any Sendable) -> DeepLinkParameters?
        ) {
            (self.template, self.requirement, self.policy) = (template, requirement, policy)
            (self.isRestorationOnly, self.route, self.parameters) = (
                isRestorationOnly, route, parameters
            )
        }
    }

    /// A literal edge, compared as a `String` (so by canonical equivalence): every node's in one
    /// dictionary, so that following a literal reads one table however many patterns there are.
    private struct Literal: Hashable, Sendable {
        let node: Int
        let text: String
    }

    /// What leaves a node, each list in priority order: placeholder edges, the entries ending
    /// here, and those whose `<path:>` starts here.
    private struct Node: Sendable {
        var placeholders: [(converter: ValueConverter, child: Int)] = []
        var ends: [Int] = []
        var rests: [Int] = []
    }

    private var nodes = [Node()]
    private var literals: [Literal: Int] = [:]
    private(set) var entries: [Entry] = []

    /// Adds `entry` as entry number `entries.count`.
    mutating func insert(_ entry: Entry) {
        entries.append(entry)
        var node = 0
        for segment in entry.template.segments {
            switch segment {
            case .literal(let text, _):
                node =
                    literals[Literal(node: node, text: text)]
                    ?? newNode {
                        $0.literals[Literal(node: node, text: text)] = $1
                    }
            case .placeholder(let value) where value.converter.rank == .path:
                return insert(entries.count - 1, into: \.rests, of: node)
            case .placeholder(let value):
                let edges = nodes[node].placeholders
                node =
                    edges.first { $0.converter.name == value.converter.name }?.child
                    ?? newNode { trie, child in
                        let position = edges.firstIndex { value.converter.precedes($0.converter) }
                        trie.nodes[node].placeholders.insert(
                            (value.converter, child), at: position ?? edges.endIndex)
                    }
            }
        }
        insert(entries.count - 1, into: \.ends, of: node)
    }

    /// A new node, linked by `link`.
    private mutating func newNode(_ link: (inout PatternTrie, Int) -> Void) -> Int {
        nodes.append(Node())
        link(&self, nodes.count - 1)
        return nodes.count - 1
    }

    private mutating func insert(
        _ entry: Int, into list: WritableKeyPath<Node, [Int]>, of node: Int
    ) {
        let template = entries[entry].template
        let position = nodes[node][keyPath: list].firstIndex {
            template.precedes(entries[$0].template)
        }
        nodes[node][keyPath: list].insert(
            entry, at: position ?? nodes[node][keyPath: list].endIndex)
    }

    /// Offers `accept` the entries whose shape fits `segments`, in priority order, each with its
    /// path values (a `<path:>` value is the remaining segments joined by `/`), until it takes
    /// one; it throws to refuse an entry.
    /// - Returns: `nil` when `accept` took an entry, else the first failure met on the way (a
    ///   value a placeholder refused where a pattern has the link's shape, a refusal by
    ///   `accept`), or `noMatch`.
    func firstMatch(
        _ segments: [String], _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
    ) -> RoutingError? {
        var search = Search(trie: self, segments: segments)
        guard !search.visit(0, depth: 0, refused: nil, accept) else { return nil }
        return search.failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
    }

    private struct Search {
        let trie: PatternTrie
        let segments: [String]
        var values: [any Sendable] = []
        var failure: RoutingError?

        /// Once a placeholder refused its segment (`refused`), the walk goes on only to learn
        /// whether a pattern has the link's shape, to report that refusal.
        mutating func visit(
            _ node: Int, depth: Int, refused: (segment: String, type: String)?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            if refused != nil, failure != nil { return false }
            guard depth < segments.count else {
                return offer(trie.nodes[node].ends, refused: refused, accept)
            }
            let segment = segments[depth]
            if let child = trie.literals[Literal(node: node, text: segment)],
                visit(child, depth: depth + 1, refused: refused, accept)
            {
                return true
            }
            for edge in trie.nodes[node].placeholders.indices {
                let (converter, child) = trie.nodes[node].placeholders[edge]
                let value = converter.read(segment)
                values.append(value ?? ())
                defer { values.removeLast() }
                let refusal = refused ?? (value == nil ? (segment, converter.name) : nil)
                if visit(child, depth: depth + 1, refused: refusal, accept) { return true }
            }
            guard !trie.nodes[node].rests.isEmpty else { return false }
            values.append(segments[depth...].joined(separator: "/"))
            defer { values.removeLast() }
            return offer(trie.nodes[node].rests, refused: refused, accept)
        }

        private mutating func offer(
            _ entries: [Int], refused: (segment: String, type: String)?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            guard !entries.isEmpty else { return false }
            if let refused {
                let reason = "'\(refused.segment)' is not a valid \(refused.type)"
                failure = failure ?? RoutingError(.unconvertibleValue, reason: reason)
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
