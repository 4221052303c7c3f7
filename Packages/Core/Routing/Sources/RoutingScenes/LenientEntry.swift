import Routing

/// A saved value that may no longer be read: a route whose link no longer resolves, a tab
/// that no longer exists. A saved navigation's entries are read as these, so that each entry
/// fails alone.
struct LenientEntry<Wrapped: Hashable & Sendable & Codable>: Route {
    /// The value, or `nil` when it could not be read.
    let value: Wrapped?
    /// The text saved for it, when that was text: its link, or an unreadable string.
    private let text: String?

    /// Wraps a value read or resolved, or `nil` for one that could not be.
    /// - Parameters:
    ///   - value: the value.
    ///   - link: the link it was saved as, if it was.
    init(value: Wrapped?, link: String? = nil) {
        self.value = value
        self.text = link
    }

    /// What was saved, in words a message can quote: the link or text saved, else the
    /// value's description; `nil` when nothing readable was saved. Made only when asked
    /// (for an entry left out).
    var saved: String? {
        text ?? value.map { "\($0)" }
    }

    /// Reads the value with its own `Codable` conformance, or keeps the text saved.
    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
        text = value == nil ? try? decoder.singleValueContainer().decode(String.self) : nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
