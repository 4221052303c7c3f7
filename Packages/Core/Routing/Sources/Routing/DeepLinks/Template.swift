/// A checked template (see ``DeepLinkPattern`` for the syntax), converters resolved. A class,
/// so that a lookup reading it retains it once.
final class Template: Sendable {
    /// A placeholder: in the path, or a query item `key=<type:name>` (optional with `?`).
    struct Placeholder: Sendable {
        let name: String
        let converter: ValueConverter
        var key: String?
        var isOptional = false
    }

    enum Segment: Sendable {
        /// A literal, and its percent-encoded spelling in the links a table writes.
        case literal(String, encoded: String)
        case placeholder(Placeholder)
    }

    let text: String
    let segments: [Segment]
    let query: [Placeholder]
    /// The path placeholders' names, then the query items': the order a lookup collects values.
    let names: [String]
    /// Equal for two ambiguous templates: same literals, placeholder types and query items.
    let shape: String
    /// The query items' keys and types, sorted.
    private let querySignature: [String]

    /// - Throws: `invalidTemplate` for bad syntax, `unknownConverter` for an unknown type.
    init(_ text: String, converters: [String: ValueConverter]) throws(RoutingError) {
        let invalid = { (problem: String) in
            RoutingError(.invalidTemplate, reason: "'\(text)': \(problem)")
        }
        func placeholder(_ part: Substring) throws(RoutingError) -> Placeholder {
            let parts = part.dropFirst().dropLast().split(
                separator: ":", omittingEmptySubsequences: false)
            let (type, name) = (parts.count == 2 ? parts[0] : "string", parts[parts.count - 1])
            guard part.hasPrefix("<"), part.hasSuffix(">"), parts.count <= 2,
                Self.isIdentifier(type), Self.isIdentifier(name)
            else { throw invalid("'\(part)' is not a placeholder <type:name> of identifiers") }
            guard let converter = converters[String(type)] else {
                throw RoutingError(
                    .unknownConverter, reason: "'\(text)' uses unknown converter '\(type)'")
            }
            return Placeholder(name: String(name), converter: converter)
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path =
            parts[0].isEmpty ? [] : parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard path.count <= DeepLinkLimits.maximumSegments else {
            throw invalid("more than \(DeepLinkLimits.maximumSegments) segments")
        }
        var segments: [Segment] = []
        for part in path {
            guard !part.isEmpty else {
                throw invalid("empty segment (leading, trailing or double '/')")
            }
            if part.first == "<" {
                segments.append(.placeholder(try placeholder(part)))
            } else if part.contains(where: { $0 == "<" || $0 == ">" }) {
                throw invalid("a placeholder must fill a whole segment")
            } else {
                segments.append(.literal(String(part), encoded: PercentEncoding.encode(part)))
            }
            if case .placeholder(let last) = segments.last, last.converter.rank == .path,
                segments.count < path.count
            {
                throw invalid("<path:> must be the last segment")
            }
        }
        var query: [Placeholder] = []
        for item in parts.count > 1
            ? parts[1].split(separator: "&", omittingEmptySubsequences: false) : []
        {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, Self.isIdentifier(pair[0]) else {
                throw invalid("a query item must be 'key=<placeholder>' with a plain key")
            }
            var value = try placeholder(pair[1].hasSuffix(">?") ? pair[1].dropLast() : pair[1])
            (value.key, value.isOptional) = (String(pair[0]), pair[1].hasSuffix(">?"))
            guard value.converter.rank != .path else {
                throw invalid("<path:> cannot be a query item")
            }
            guard !query.contains(where: { $0.key == value.key }) else {
                throw invalid("query key '\(pair[0])' is declared twice")
            }
            query.append(value)
        }
        names =
            segments.compactMap { if case .placeholder(let value) = $0 { value.name } else { nil } }
            + query.map(\.name)
        guard Set(names).count == names.count else {
            throw invalid("a placeholder name is used twice")
        }
        querySignature = query.map {
            "\($0.key ?? "")\u{1}\($0.converter.name)\($0.isOptional ? "?" : "")"
        }.sorted()
        shape =
            (segments.map { segment in
                switch segment {
                case .literal(let literal, _): "L\(literal)"
                case .placeholder(let value): "P\(value.converter.name)"
                }
            } + ["?"] + querySignature).joined(separator: "\u{0}")
        (self.text, self.segments, self.query) = (text, segments, query)
    }

    /// Among templates ending at the same trie node, whether this one is tried first: more
    /// required query items, then more declared ones, then a fixed order by signature.
    func precedes(_ other: Template) -> Bool {
        let (required, otherRequired) = (
            query.count { !$0.isOptional }, other.query.count { !$0.isOptional }
        )
        if required != otherRequired { return required > otherRequired }
        if query.count != other.query.count { return query.count > other.query.count }
        return querySignature.lexicographicallyPrecedes(other.querySignature)
    }

    /// The canonical, percent-encoded path and query for `parameters`, from the path's leading
    /// `/`: `/items/42?q=a%20b`.
    /// - Throws: `invalidParameter` when a value is missing, of the wrong type, or would leave
    ///   an empty path segment.
    func path(with parameters: DeepLinkParameters) throws(RoutingError) -> String {
        var path = segments.isEmpty ? "/" : ""
        for segment in segments {
            path.append("/")
            switch segment {
            case .literal(_, let encoded): path.append(encoded)
            case .placeholder(let value):
                let text = try value.text(in: parameters)
                guard !text.isEmpty,
                    value.converter.rank != .path
                        || !text.utf8.split(separator: 47, omittingEmptySubsequences: false)
                            .contains(where: \.isEmpty)
                else {
                    throw RoutingError(
                        .invalidParameter,
                        reason: "'\(value.name)' would leave an empty path segment")
                }
                path.append(text)
            }
        }
        for (index, item) in query.filter({ !$0.isOptional || parameters.contains($0.name) })
            .enumerated()
        {
            path +=
                (index == 0 ? "?" : "&") + PercentEncoding.encode(item.key ?? "") + "="
                + (try item.text(in: parameters))
        }
        return path
    }

    /// The values of the query items in `link`, in order (``DeepLinkParameters/absent`` for an
    /// optional one it leaves out).
    /// - Throws: `missingQueryItem` or `unconvertibleValue`.
    func queryValues(in link: IncomingLink) throws(RoutingError) -> [any Sendable] {
        try query.map { item throws(RoutingError) in
            let key = item.key ?? ""
            guard let text = link.queryValue(key) else {
                guard item.isOptional else {
                    throw RoutingError(.missingQueryItem, reason: "query item '\(key)' is required")
                }
                return DeepLinkParameters.absent
            }
            guard let value = item.converter.read(text) else {
                throw RoutingError(
                    .unconvertibleValue,
                    reason: "query item '\(key)' is not a valid \(item.converter.name)")
            }
            return value
        }
    }

    /// The apple-app-site-association component admitting this template's links: literals as
    /// ``path(with:)`` writes them, each placeholder `*`, each required query item `key: "*"`.
    var associationComponent: AppSiteAssociation.Component {
        let path = segments.map { if case .literal(_, let encoded) = $0 { encoded } else { "*" } }
        let required = query.filter { !$0.isOptional }.map {
            (PercentEncoding.encode($0.key ?? ""), "*")
        }
        return AppSiteAssociation.Component(
            path: "/" + path.joined(separator: "/"),
            query: required.isEmpty ? nil : Dictionary(uniqueKeysWithValues: required),
            comment: text)
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWholeNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

extension Template.Placeholder {
    /// The text of this placeholder's value in `parameters`, percent-encoded.
    /// - Throws: `invalidParameter` when there is none or the converter cannot write it.
    func text(in parameters: DeepLinkParameters) throws(RoutingError) -> String {
        guard let value = parameters.stored(name), let text = converter.write(value) else {
            throw RoutingError(
                .invalidParameter,
                reason: parameters.contains(name)
                    ? "'\(name)' cannot be written as \(converter.name)" : "no value for '\(name)'")
        }
        return text
    }
}
