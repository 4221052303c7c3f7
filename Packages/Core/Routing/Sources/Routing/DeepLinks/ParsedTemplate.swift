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
    /// Each literal segment percent-encoded once, for the URLs ``url(scheme:with:)`` writes
    /// (empty for a placeholder).
    private let encodedLiterals: [[UInt8]]

    init(segments: [Segment], query: [QueryItem]) {
        self.segments = segments
        self.query = query
        self.encodedLiterals = segments.map { segment in
            var bytes: [UInt8] = []
            if case .literal(let text) = segment { PercentEncoding.encode(text.utf8, into: &bytes) }
            return bytes
        }
    }

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

    /// `scheme://` followed by the canonical, percent-encoded path and query for these
    /// parameters (`items/42?q=a%20b`), written as bytes and made a string once.
    /// - Throws: `invalidParameter` when a value is missing, of the wrong type, or would
    ///   leave an empty path segment.
    func url(scheme: String, with parameters: DeepLinkParameters) throws(RoutingError) -> String {
        var url: [UInt8] = []
        url.reserveCapacity(scheme.utf8.count + 64)
        var scheme = scheme
        scheme.withUTF8 { url.append(contentsOf: $0) }
        url.append(contentsOf: Self.schemeSeparator)
        for index in segments.indices {
            if index > 0 { url.append(UInt8(ascii: "/")) }
            switch segments[index] {
            case .literal:
                url.append(contentsOf: encodedLiterals[index])
            case .placeholder(let name, let converter):
                let start = url.count
                try Self.write(name, converter, parameters, into: &url)
                guard !Self.leavesEmptySegment(url[start...], path: converter.rank == .path)
                else {
                    throw RoutingError(
                        .invalidParameter, reason: "'\(name)' would leave an empty path segment")
                }
            }
        }
        var separator = UInt8(ascii: "?")
        for item in query where !item.isOptional || parameters.contains(item.name) {
            url.append(separator)
            separator = UInt8(ascii: "&")
            PercentEncoding.encode(item.key.utf8, into: &url)
            url.append(UInt8(ascii: "="))
            try Self.write(item.name, item.converter, parameters, into: &url)
        }
        return String(decoding: url, as: UTF8.self)
    }

    private static let schemeSeparator = Array("://".utf8)

    /// The apple-app-site-association component admitting this template's links (see
    /// ``AppSiteAssociation/Component``): literals percent-encoded as ``url(scheme:with:)``
    /// writes them, each placeholder `*`, each required query item `key: "*"`.
    /// - Parameter text: the template as written, kept as the component's comment.
    func associationComponent(_ text: String) -> AppSiteAssociation.Component {
        let path = segments.indices.map { index in
            switch segments[index] {
            case .literal: String(decoding: encodedLiterals[index], as: UTF8.self)
            case .placeholder: "*"
            }
        }
        var required: [String: String] = [:]
        for item in query where !item.isOptional {
            var key: [UInt8] = []
            PercentEncoding.encode(item.key.utf8, into: &key)
            required[String(decoding: key, as: UTF8.self)] = "*"
        }
        return AppSiteAssociation.Component(
            path: "/" + path.joined(separator: "/"), query: required.isEmpty ? nil : required,
            comment: text)
    }

    /// Writes the value of `name` at the end of `url`.
    /// - Throws: `invalidParameter` when there is none or the converter cannot write it.
    private static func write(
        _ name: String,
        _ converter: ValueConverter,
        _ parameters: DeepLinkParameters,
        into url: inout [UInt8]
    ) throws(RoutingError) {
        guard let value = parameters.stored(name), converter.write(value, into: &url) else {
            throw RoutingError(
                .invalidParameter,
                reason: parameters.contains(name)
                    ? "'\(name)' cannot be written as \(converter.name)" : "no value for '\(name)'"
            )
        }
    }

    /// Whether a placeholder's written value leaves an empty path segment: when it is empty,
    /// or, for a `path` value (the only one whose `/` is kept), when it starts or ends with
    /// `/` or holds two in a row.
    private static func leavesEmptySegment(_ written: ArraySlice<UInt8>, path: Bool) -> Bool {
        guard let first = written.first, let last = written.last else { return true }
        guard path else { return false }
        let slash = UInt8(ascii: "/")
        return first == slash || last == slash
            || zip(written, written.dropFirst()).contains { $0 == slash && $1 == slash }
    }
}
