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

    /// The canonical, percent-encoded path and query for these parameters (`items/42?q=a%20b`).
    /// - Throws: `invalidParameter` when a value is missing, of the wrong type, or would
    ///   leave an empty path segment.
    func formatted(with parameters: DeepLinkParameters) throws(RoutingError) -> String {
        var path: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                path.append(PercentEncoding.encode(text))
            case .placeholder(let name, let converter):
                let text = try Self.format(name, converter, parameters)
                let parts =
                    converter.rank == .path
                    ? text.split(separator: "/", omittingEmptySubsequences: false)
                    : [Substring(text)]
                guard !parts.contains(where: \.isEmpty) else {
                    throw RoutingError(
                        .invalidParameter, reason: "'\(name)' would leave an empty path segment")
                }
                path += parts.map { PercentEncoding.encode(String($0)) }
            }
        }
        var items: [String] = []
        for item in query where !(item.isOptional && parameters.stored(item.name) == nil) {
            let text = try Self.format(item.name, item.converter, parameters)
            items.append("\(PercentEncoding.encode(item.key))=\(PercentEncoding.encode(text))")
        }
        let joined = path.joined(separator: "/")
        return items.isEmpty ? joined : joined + "?" + items.joined(separator: "&")
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
