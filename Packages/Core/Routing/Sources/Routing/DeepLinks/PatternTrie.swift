/// Path-segment trie over registered templates, searched with backtracking in the fixed
/// priority order: literal child, then typed placeholders (`int`, `uuid`, `float`, custom
/// by name), then `string`, then `<path:>`.
///
/// A lookup visits only the nodes its segments lead to (one hash probe for a literal, a
/// short ordered list for placeholders), so its cost depends on the link, not on how many
/// patterns are registered. Each node is reached by one path, so it is visited at most once.
///
/// Everything a lookup reads is in flat arrays of integers indexed by node or entry, with
/// lists kept in priority order as chains of `next` indices, so walking the trie retains and
/// copies nothing; a placeholder's value is read from the segment's bytes.
struct PatternTrie: Sendable {
    private struct Edge: Sendable {
        let converter: Int32
        let child: Int32
        var next: Int32
    }

    private static let none: Int32 = -1

    private var literals = LiteralEdges()
    private var converters: [ValueConverter] = []
    private var edges: [Edge] = []
    /// What starts at a node, each list in priority order, side by side so a visit reads
    /// one place.
    private struct Node: Sendable {
        /// The first placeholder edge.
        var firstEdge = PatternTrie.none
        /// The first entry ending here.
        var firstEnd = PatternTrie.none
        /// The first entry whose `<path:>` starts here.
        var firstPathEnd = PatternTrie.none
    }

    private var nodes = [Node()]
    /// By entry: the next entry in its node's list.
    private var nextEntry: [Int32] = []

    /// Adds entry number `entry` (entries are added in order: 0, 1, ...); `precedes` orders
    /// entries that end at the same node.
    mutating func insert(_ template: ParsedTemplate, entry: Int, precedes: (Int, Int) -> Bool) {
        nextEntry.append(Self.none)
        var node = 0
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                node = child(of: node, literal: text)
            case .placeholder(_, let converter) where converter.rank == .path:
                nodes[node].firstPathEnd = linked(
                    entry, into: nodes[node].firstPathEnd, precedes: precedes)
                return
            case .placeholder(_, let converter):
                node = child(of: node, converter: converter)
            }
        }
        nodes[node].firstEnd = linked(entry, into: nodes[node].firstEnd, precedes: precedes)
    }

    /// Offers `accept` the entries whose shape fits, in priority order, until it takes one.
    ///
    /// `accept` gets an entry and its path values in order (a `<path:>` value is the
    /// remaining segments joined by `/`); it throws to reject the entry.
    /// - Parameter capacity: how many values a match may hold, reserved at the first one.
    /// - Returns: the first failure met on the way (a value a placeholder refused, a
    ///   rejection by `accept`), to explain why nothing matched; `nil` if there was none.
    func firstMatch(
        _ link: IncomingLink,
        capacity: Int,
        accept: (_ entry: Int, _ values: [any Sendable]) throws(RoutingError) -> Void
    ) -> RoutingError? {
        var search = Search(link: link, capacity: capacity)
        _ = search.visit(self, node: 0, depth: 0, taint: nil, accept)
        return search.failure
    }

    private struct Search {
        /// Where a placeholder refused its segment: kept as two numbers, so a walk carries
        /// nothing counted, and made into an error only when it is reported.
        struct Refusal {
            let depth: Int
            let converter: Int
        }

        let link: IncomingLink
        let capacity: Int
        var values: [any Sendable] = []
        var failure: RoutingError?

        init(link: IncomingLink, capacity: Int) {
            self.link = link
            self.capacity = capacity
        }

        /// `taint` is set once a placeholder refused its segment: the walk goes on only to
        /// learn whether a pattern had the link's shape, to report the conversion failure.
        mutating func visit(
            _ trie: PatternTrie,
            node: Int,
            depth: Int,
            taint: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            if taint != nil, case .some = failure { return false }
            guard depth < link.count else {
                return finish(trie, from: trie.nodes[node].firstEnd, taint: taint, accept)
            }
            let segment = link.segment(depth)
            if let child = trie.literals.child(of: node, segment),
                visit(trie, node: child, depth: depth + 1, taint: taint, accept)
            {
                return true
            }
            var edge = trie.nodes[node].firstEdge
            while edge != PatternTrie.none {
                let (converter, child) = (
                    trie.edges[Int(edge)].converter, trie.edges[Int(edge)].child
                )
                edge = trie.edges[Int(edge)].next
                let value = trie.converters[Int(converter)].read(segment)
                if values.isEmpty { values.reserveCapacity(capacity) }
                values.append(value ?? ())
                defer { values.removeLast() }
                let childTaint =
                    value == nil ? taint ?? Refusal(depth: depth, converter: Int(converter)) : taint
                if visit(trie, node: Int(child), depth: depth + 1, taint: childTaint, accept) {
                    return true
                }
            }
            let pathEnd = trie.nodes[node].firstPathEnd
            guard pathEnd != PatternTrie.none else { return false }
            values.append(rest(from: depth))
            defer { values.removeLast() }
            return finish(trie, from: pathEnd, taint: taint, accept)
        }

        /// The segments from `depth` on, joined by `/`.
        private func rest(from depth: Int) -> String {
            (depth..<link.count).map { String(decoding: link.segment($0), as: UTF8.self) }
                .joined(separator: "/")
        }

        private func error(_ refusal: Refusal, _ trie: PatternTrie) -> RoutingError {
            let segment = String(decoding: link.segment(refusal.depth), as: UTF8.self)
            return RoutingError(
                .unconvertibleValue,
                reason: "'\(segment)' is not a valid \(trie.converters[refusal.converter].name)")
        }

        /// Offers the entries of the list starting at `first`.
        private mutating func finish(
            _ trie: PatternTrie,
            from first: Int32,
            taint: Refusal?,
            _ accept: (Int, [any Sendable]) throws(RoutingError) -> Void
        ) -> Bool {
            guard first != PatternTrie.none else { return false }
            if let taint {
                if case .none = failure { failure = error(taint, trie) }
                return false
            }
            var entry = first
            while entry != PatternTrie.none {
                do throws(RoutingError) {
                    try accept(Int(entry), values)
                    return true
                } catch {
                    failure = failure ?? error
                }
                entry = trie.nextEntry[Int(entry)]
            }
            return false
        }
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func child(of node: Int, literal: String) -> Int {
        let existing = Array(literal.utf8).withUnsafeBufferPointer {
            literals.child(of: node, $0)
        }
        if let existing { return existing }
        let child = newNode()
        literals.insert(literal, from: node, to: child)
        return child
    }

    private mutating func child(of node: Int, converter: ValueConverter) -> Int {
        var previous: Int32 = Self.none
        var edge = nodes[node].firstEdge
        while edge != Self.none {
            let existing = converters[Int(edges[Int(edge)].converter)]
            if existing.name == converter.name { return Int(edges[Int(edge)].child) }
            if converter.precedes(existing) { break }
            previous = edge
            edge = edges[Int(edge)].next
        }
        let child = newNode()
        converters.append(converter)
        edges.append(Edge(converter: Int32(converters.count - 1), child: Int32(child), next: edge))
        let added = Int32(edges.count - 1)
        if previous == Self.none {
            nodes[node].firstEdge = added
        } else {
            edges[Int(previous)].next = added
        }
        return child
    }

    /// Links `entry` into the list starting at `first`, before the first entry it precedes.
    /// - Returns: the list's new first entry.
    private mutating func linked(_ entry: Int, into first: Int32, precedes: (Int, Int) -> Bool)
        -> Int32
    {
        guard first != Self.none, !precedes(entry, Int(first)) else {
            nextEntry[entry] = first
            return Int32(entry)
        }
        var previous = first
        while nextEntry[Int(previous)] != Self.none, !precedes(entry, Int(nextEntry[Int(previous)]))
        {
            previous = nextEntry[Int(previous)]
        }
        nextEntry[entry] = nextEntry[Int(previous)]
        nextEntry[Int(previous)] = Int32(entry)
        return first
    }
}
