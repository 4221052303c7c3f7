/// A generated table and a query mix, the same for every router measured: `count` patterns
/// of 1 to 6 segments, 60% static, the rest mixing literals with `int`, `string` and `uuid`
/// placeholders, and 4,096 links of which about 78% match (the others: an unknown literal, a
/// value a placeholder refuses, a segment too many).
///
/// Each pattern holds a literal of its own (`x<i>`) at its second segment (its first when it
/// has one), so a link matches at most one pattern and the expected answer is known.
struct LinkMix {
    enum Segment: Equatable {
        case literal(String)
        case int, string, uuid

        var isLiteral: Bool { if case .literal = self { true } else { false } }
    }

    struct Pattern {
        let segments: [Segment]

        var template: String {
            segments.enumerated().map { index, segment in
                switch segment {
                case .literal(let text): text
                case .int: "<int:p\(index)>"
                case .string: "<string:p\(index)>"
                case .uuid: "<uuid:p\(index)>"
                }
            }.joined(separator: "/")
        }

        var isStatic: Bool { segments.allSatisfy(\.isLiteral) }
    }

    /// A link and the pattern it must resolve to, `nil` for a miss.
    struct Link {
        let url: String
        let expected: Int?
    }

    let patterns: [Pattern]
    let links: [Link]

    /// The links to static patterns, to patterns with placeholders, and the misses.
    var linksByKind: (toStatic: [Link], withPlaceholders: [Link], misses: [Link]) {
        let hits = links.filter { $0.expected != nil }
        return (
            hits.filter { patterns[$0.expected!].isStatic },
            hits.filter { !patterns[$0.expected!].isStatic },
            links.filter { $0.expected == nil }
        )
    }

    init(count: Int, links linkCount: Int = 4_096, seed: UInt64 = 0x5EED) {
        var random = SplitMix(seed: seed)
        let prefixes = max(1, count / 16)
        patterns = (0..<count).map { index in
            let length = 1 + Int(random.next() % 6)
            let isStatic = random.next() % 100 < 60
            var segments: [Segment] = []
            for position in 0..<length {
                if position == min(1, length - 1) {
                    segments.append(.literal("x\(index)"))
                } else if position == 0 {
                    segments.append(.literal("w\(random.next() % UInt64(prefixes))"))
                } else if isStatic || random.next() % 3 == 0 {
                    segments.append(.literal("s\(random.next() % 20)"))
                } else {
                    segments.append([.int, .string, .uuid][Int(random.next() % 3)])
                }
            }
            if !isStatic, !segments.contains(where: { $0 == .int || $0 == .string || $0 == .uuid })
            {
                segments.append(.int)
            }
            return Pattern(segments: segments)
        }
        var links: [Link] = []
        for _ in 0..<linkCount {
            let index = Int(random.next() % UInt64(count))
            var words = patterns[index].segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .int: String(random.next() % 100_000)
                case .string: ["kettle", "blue%20shoes", "a-b"][Int(random.next() % 3)]
                case .uuid: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
                }
            }
            var expected: Int? = index
            switch random.next() % 100 {
            case 0..<78:
                break
            case 78..<88:
                words[min(1, words.count - 1)] = "x\(count + index)"
                expected = nil
            case 88..<94:
                words.append("extra")
                expected = nil
            default:
                if let position = patterns[index].segments.firstIndex(where: {
                    $0 == .int || $0 == .uuid
                }) {
                    words[position] = "not-a-number"
                } else {
                    words[min(1, words.count - 1)] = "y\(index)"
                }
                expected = nil
            }
            links.append(
                Link(url: "rootswitch://" + words.joined(separator: "/"), expected: expected))
        }
        self.links = links
    }
}

/// A small, seeded generator, so every run measures the same mix.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
