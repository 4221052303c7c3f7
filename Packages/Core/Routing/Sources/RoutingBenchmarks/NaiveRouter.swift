import Foundation

/// The baseline: a linear scan over pre-split patterns, the simplest router that answers the
/// mix correctly. Written for the benchmark only; it knows the mix's shapes and nothing else
/// (no query items, priorities or errors).
struct NaiveRouter {
    private let patterns: [[LinkMix.Segment]]

    init(_ mix: LinkMix) {
        patterns = mix.patterns.map(\.segments)
    }

    /// The index of the first pattern the link fits, `nil` when none does.
    func resolve(_ url: String) -> Int? {
        guard url.hasPrefix("rootswitch://") else { return nil }
        var words: [Substring] = []
        for word in url.utf8.dropFirst(13).split(separator: UInt8(ascii: "/")) {
            let text = Substring(word)
            guard !text.utf8.contains(UInt8(ascii: "%")) else {
                guard let decoded = text.removingPercentEncoding else { return nil }
                words.append(Substring(decoded))
                continue
            }
            words.append(text)
        }
        return patterns.firstIndex { pattern in
            pattern.count == words.count
                && zip(pattern, words).allSatisfy { segment, word in
                    switch segment {
                    case .literal(let text): word == text
                    case .int: Int(word) != nil
                    case .string: true
                    case .uuid: UUID(uuidString: String(word)) != nil
                    }
                }
        }
    }
}
