import Foundation

/// The baseline: a linear scan over pre-split patterns, the simplest router that answers the
/// mix correctly, written for the benchmark only. It knows the mix's shapes and nothing else
/// (no query items, priorities or errors); it splits the link once and compares each
/// pattern segment by segment.
struct NaiveRouter {
    private let patterns: [[LinkMix.Segment]]

    init(_ mix: LinkMix) {
        patterns = mix.patterns.map(\.segments)
    }

    /// The index of the first pattern the link fits, `nil` when none does.
    func resolve(_ url: String) -> Int? {
        guard url.hasPrefix("rootswitch://") else { return nil }
        var words: [Substring] = []
        for bytes in url.utf8.dropFirst(13).split(separator: UInt8(ascii: "/")) {
            let word = Substring(bytes)
            guard bytes.contains(UInt8(ascii: "%")) else {
                words.append(word)
                continue
            }
            guard let decoded = word.removingPercentEncoding else { return nil }
            words.append(Substring(decoded))
        }
        return patterns.firstIndex { pattern in
            pattern.count == words.count
                && zip(pattern, words).allSatisfy { segment, word in
                    switch segment {
                    case .literal(let text): word == text
                    case .int: Int(word) != nil
                    case .string: true
                    case .uuid: Self.isUUID(word)
                    }
                }
        }
    }

    /// 8-4-4-4-12 hex digits.
    private static func isUUID(_ word: Substring) -> Bool {
        let bytes = word.utf8
        guard bytes.count == 36 else { return false }
        var index = 0
        return bytes.allSatisfy { byte in
            defer { index += 1 }
            return index == 8 || index == 13 || index == 18 || index == 23
                ? byte == UInt8(ascii: "-")
                : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
