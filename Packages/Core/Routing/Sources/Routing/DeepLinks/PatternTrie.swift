/// Path-segment trie over registered templates, searched with backtracking in the fixed
/// priority order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom
/// by name), then `string`, then `<path:>`.
///
/// A lookup visits only the nodes its segments lead to (a dictionary hit for literals, a
/// short ordered list for placeholders), so its cost depends on the link, not on how many
/// patterns are registered. Each node is reached by one path, so it is visited at most once.
struct PatternTrie: Sendable {
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        /// Placeholder children, kept in priority order.
        var placeholders: [(converter: ValueConverter, child: Int)] = []
        /// Entries ending here, in priority order.
        var ends: [Int] = []
        /// Entries whose `<path:>` placeholder starts here, in priority order.
        var pathEnds: [Int] = []
    }

    private var nodes = [Node()]

    /// Adds an entry; `precedes` orders entries that end at the same node.
    mutating func insert(_ template: ParsedTemplate, entry: Int, precedes: (Int, Int) -> Bool) {
        var node = 0
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                node = child(of: node, literal: text)
            case .placeholder(_, let converter) where converter.rank == .path:
                Self.add(entry, to: &nodes[node].pathEnds, precedes: precedes)
                return
            case .placeholder(_, let converter):
                node = child(of: node, converter: converter)
            }
        }
        Self.add(entry, to: &nodes[node].ends, precedes: precedes)
    }

    /// Offers `accept` the entries whose shape fits, in priority order, until it takes one.
    ///
    /// `accept` gets an entry and its path values in order (a `<path:>` value is the
    /// remaining segments joined by `/`); it throws to reject the entry.
    /// - Returns: the first failure met on the way (a value a placeholder refused, a
    ///   rejection by `accept`), to explain why nothing matched; `nil` if there was none.
    func firstMatch(
        _ segments: [String],
        accept: (_ entry: Int, _ values: [any Sendable]) throws(RoutingError) -> Void
    ) -> RoutingError? {
        var search = Search(segments: segments)
        _ = search.visit(self, node: 0, depth: 0, taint: nil, accept)
        return search.failure
    }

    private struct Search {
        let segments: [String]
        var values: [any Sendable] = []
        var failure: RoutingError?

        /// `taint` is set once a placeholder refused its segment: the walk goes on only to
        /// learn whether a pattern had the link's shape, to report the conversion failure.
        mutating func visit(
            _ trie: PatternTrie,
            node index: Int,
            depth: Int,
            taint: RoutingError?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            if taint != nil, failure != nil { return false }
            let node = trie.nodes[index]
            guard depth < segments.count else { return finish(node.ends, taint: taint, accept) }
            let segment = segments[depth]
            if let child = node.literals[segment],
                visit(trie, node: child, depth: depth + 1, taint: taint, accept)
            {
                return true
            }
            for (converter, child) in node.placeholders {
                let value = converter.parse(segment)
                values.append(value ?? segment)
                defer { values.removeLast() }
                let childTaint = value == nil ? taint ?? Self.refusal(segment, converter) : taint
                if visit(trie, node: child, depth: depth + 1, taint: childTaint, accept) {
                    return true
                }
            }
            guard !node.pathEnds.isEmpty else { return false }
            values.append(segments[depth...].joined(separator: "/"))
            defer { values.removeLast() }
            return finish(node.pathEnds, taint: taint, accept)
        }

        private static func refusal(_ segment: String, _ converter: ValueConverter) -> RoutingError
        {
            RoutingError(
                .unconvertibleValue, reason: "'\(segment)' is not a valid \(converter.name)"
            )
        }

        private mutating func finish(
            _ entries: [Int],
            taint: RoutingError?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            if let taint, !entries.isEmpty {
                failure = failure ?? taint
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

    private mutating func child(of node: Int, literal: String) -> Int {
        if let existing = nodes[node].literals[literal] { return existing }
        nodes.append(Node())
        nodes[node].literals[literal] = nodes.count - 1
        return nodes.count - 1
    }

    private mutating func child(of node: Int, converter: ValueConverter) -> Int {
        if let existing = nodes[node].placeholders.first(where: {
            $0.converter.name == converter.name
        }) {
            return existing.child
        }
        nodes.append(Node())
        let position = nodes[node].placeholders.firstIndex { converter.precedes($0.converter) }
        nodes[node].placeholders.insert(
            (converter, nodes.count - 1), at: position ?? nodes[node].placeholders.endIndex
        )
        return nodes.count - 1
    }

    private static func add(_ entry: Int, to list: inout [Int], precedes: (Int, Int) -> Bool) {
        list.insert(entry, at: list.firstIndex { precedes(entry, $0) } ?? list.endIndex)
    }
}
