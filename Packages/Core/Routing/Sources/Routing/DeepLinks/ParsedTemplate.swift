/// A checked template: its path segments and declared query items, with converters resolved.
struct ParsedTemplate: Sendable {
    enum Segment: Sendable {
        case literal(String)
        case placeholder(name: String, converter: ValueConverter)
    }

    struct QueryItem: Sendable {
        let key: String
        let name: String
        let converter: ValueConverter
        let isOptional: Bool
    }

    let segments: [Segment]
    let query: [QueryItem]

    /// The names of the path placeholders, in the order the trie captures their values.
    var placeholderNames: [String] {
        segments.compactMap {
            if case .placeholder(let name, _) = $0 { name } else { nil }
        }
    }

    /// Equal for two templates exactly when they are ambiguous: same literals, same
    /// placeholder types (untyped is `string`), same query declarations; names don't count.
    var shape: String {
        let path = segments.map { segment in
            switch segment {
            case .literal(let text): "L\(text)"
            case .placeholder(_, let converter): "P\(converter.name)"
            }
        }
        return (path + ["?"] + querySignature).joined(separator: "\u{0}")
    }

    /// Among templates ending at the same trie node, whether this one is tried first:
    /// more required query items, then more declared ones, then a fixed order by signature.
    func precedes(_ other: ParsedTemplate) -> Bool {
        let required = query.count { !$0.isOptional }
        let otherRequired = other.query.count { !$0.isOptional }
        if required != otherRequired { return required > otherRequired }
        if query.count != other.query.count { return query.count > other.query.count }
        return querySignature.lexicographicallyPrecedes(other.querySignature)
    }

    private var querySignature: [String] {
        query.map { item in
            "\(item.key)\u{1}\(item.converter.rank.rawValue)\(item.converter.name)\(item.isOptional ? "?" : "")"
        }.sorted()
    }

    /// `prefix` followed by the canonical, percent-encoded path and query for these parameters
    /// (`items/42?q=a%20b`), written as bytes and made a string once.
    /// - Throws: `invalidParameter` when a value is missing, of the wrong type, or would
    ///   leave an empty path segment.
    func formatted(with parameters: DeepLinkParameters, after prefix: String) throws(RoutingError)
        -> String
    {
        var url: [UInt8] = []
        url.reserveCapacity(prefix.utf8.count + 64)
        url += prefix.utf8
        var separator: UInt8? = nil
        func append(_ segment: Substring, name: String) throws(RoutingError) {
            guard !segment.isEmpty else {
                throw RoutingError(
                    .invalidParameter, reason: "'\(name)' would leave an empty path segment")
            }
            if let separator { url.append(separator) }
            separator = UInt8(ascii: "/")
            PercentEncoding.encode(segment.utf8, into: &url)
        }
        for segment in segments {
            switch segment {
            case .literal(let text):
                try append(Substring(text), name: text)
            case .placeholder(let name, let converter):
                let text = try Self.format(name, converter, parameters)
                if converter.rank == .path {
                    for part in text.split(separator: "/", omittingEmptySubsequences: false) {
                        try append(part, name: name)
                    }
                } else {
                    try append(Substring(text), name: name)
                }
            }
        }
        separator = UInt8(ascii: "?")
        for item in query where !(item.isOptional && parameters.stored(item.name) == nil) {
            let text = try Self.format(item.name, item.converter, parameters)
            if let separator { url.append(separator) }
            separator = UInt8(ascii: "&")
            PercentEncoding.encode(item.key.utf8, into: &url)
            url.append(UInt8(ascii: "="))
            PercentEncoding.encode(text.utf8, into: &url)
        }
        return String(decoding: url, as: UTF8.self)
    }

    private static func format(
        _ name: String,
        _ converter: ValueConverter,
        _ parameters: DeepLinkParameters
    ) throws(RoutingError) -> String {
        guard let value = parameters.stored(name) else {
            throw RoutingError(.invalidParameter, reason: "no value for '\(name)'")
        }
        guard let text = converter.format(value) else {
            throw RoutingError(
                .invalidParameter, reason: "'\(name)' cannot be written as \(converter.name)"
            )
        }
        return text
    }
}
