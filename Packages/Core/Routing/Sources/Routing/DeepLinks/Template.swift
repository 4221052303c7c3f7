/// A checked template (see ``DeepLinkPattern`` for the syntax): its path segments and declared
/// query items, with converters resolved. A class, so that a lookup reading it retains it once.
final class Template: Sendable {
    enum Segment: Sendable {
        /// A literal, with its percent-encoded spelling for the links a table writes.
        case literal(String, encoded: String)
        case placeholder(name: String, converter: ValueConverter)
    }

    struct QueryItem: Sendable {
        let key: String
        let name: String
        let converter: ValueConverter
        let isOptional: Bool
    }

    let text: String
    let segments: [Segment]
    let query: [QueryItem]
    /// The path placeholders' names in order, then the query items': the order of the values
    /// a lookup collects.
    let names: [String]

    /// Parses `text`.
    /// - Throws: `invalidTemplate` for bad syntax, `unknownConverter` for an unknown type.
    init(_ text: String, converters: [String: ValueConverter]) throws(RoutingError) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let texts =
            parts[0].isEmpty ? [] : parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard texts.count <= DeepLinkLimits.maximumSegments else {
            throw Self.invalid(text, "more than \(DeepLinkLimits.maximumSegments) segments")
        }
        var segments: [Segment] = []
        for (index, segment) in texts.enumerated() {
            guard !segment.isEmpty else {
                throw Self.invalid(text, "empty segment (leading, trailing or double '/')")
            }
            guard segment.first == "<" else {
                guard !segment.contains(where: { $0 == "<" || $0 == ">" }) else {
                    throw Self.invalid(text, "a placeholder must fill a whole segment")
                }
                segments.append(.literal(String(segment), encoded: PercentEncoding.encode(segment)))
                continue
            }
            let (name, converter) = try Self.placeholder(segment, in: text, converters)
            guard converter.rank != .path || index == texts.count - 1 else {
                throw Self.invalid(text, "<path:> must be the last segment")
            }
            segments.append(.placeholder(name: name, converter: converter))
        }
        var query: [QueryItem] = []
        for item in parts.count > 1
            ? parts[1].split(separator: "&", omittingEmptySubsequences: false) : []
        {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, Self.isIdentifier(pair[0]) else {
                throw Self.invalid(
                    text, "a query item must be 'key=<placeholder>' with a plain key")
            }
            let isOptional = pair[1].hasSuffix(">?")
            let (name, converter) = try Self.placeholder(
                isOptional ? pair[1].dropLast() : pair[1], in: text, converters)
            guard converter.rank != .path else {
                throw Self.invalid(text, "<path:> cannot be a query item")
            }
            guard !query.contains(where: { $0.key == pair[0] }) else {
                throw Self.invalid(text, "query key '\(pair[0])' is declared twice")
            }
            query.append(
                QueryItem(
                    key: String(pair[0]), name: name, converter: converter, isOptional: isOptional))
        }
        let names =
            segments.compactMap { segment -> String? in
                if case .placeholder(let name, _) = segment { name } else { nil }
            } + query.map(\.name)
        guard Set(names).count == names.count else {
            throw Self.invalid(text, "a placeholder name is used twice")
        }
        (self.text, self.segments, self.query, self.names) = (text, segments, query, names)
    }

    /// Equal for two templates exactly when they are ambiguous: same literals, same
    /// placeholder types (untyped is `string`), same query declarations; names don't count.
    var shape: String {
        let path = segments.map { segment in
            switch segment {
            case .literal(let text, _): "L\(text)"
            case .placeholder(_, let converter): "P\(converter.name)"
            }
        }
        return (path + ["?"] + querySignature).joined(separator: "\u{0}")
    }

    /// Among templates ending at the same trie node, whether this one is tried first:
    /// more required query items, then more declared ones, then a fixed order by signature.
    func precedes(_ other: Template) -> Bool {
        let (required, otherRequired) = (
            query.count { !$0.isOptional }, other.query.count { !$0.isOptional }
        )
        if required != otherRequired { return required > otherRequired }
        if query.count != other.query.count { return query.count > other.query.count }
        return querySignature.lexicographicallyPrecedes(other.querySignature)
    }

    private var querySignature: [String] {
        query.map {
            "\($0.key)\u{1}\($0.converter.rank.rawValue)\($0.converter.name)\($0.isOptional ? "?" : "")"
        }
        .sorted()
    }

    /// The canonical, percent-encoded path and query for these parameters, from the path's
    /// leading `/`: `/items/42?q=a%20b`.
    /// - Throws: `invalidParameter` when a value is missing, of the wrong type, or would
    ///   leave an empty path segment.
    func path(with parameters: DeepLinkParameters) throws(RoutingError) -> String {
        var path = segments.isEmpty ? "/" : ""
        for segment in segments {
            path.append("/")
            switch segment {
            case .literal(_, let encoded): path.append(encoded)
            case .placeholder(let name, let converter):
                let text = try Self.text(of: name, converter, parameters)
                guard !text.isEmpty,
                    converter.rank != .path
                        || !text.utf8.split(separator: 47, omittingEmptySubsequences: false)
                            .contains(where: \.isEmpty)
                else {
                    throw RoutingError(
                        .invalidParameter, reason: "'\(name)' would leave an empty path segment")
                }
                path.append(text)
            }
        }
        var separator = "?"
        for item in query where !item.isOptional || parameters.contains(item.name) {
            let text = try Self.text(of: item.name, item.converter, parameters)
            path += separator + PercentEncoding.encode(item.key) + "=" + text
            separator = "&"
        }
        return path
    }

    /// The values of the declared query items in `link`, in order (``DeepLinkParameters/absent``
    /// for an optional one it leaves out).
    /// - Throws: `missingQueryItem` or `unconvertibleValue`.
    func queryValues(in link: IncomingLink) throws(RoutingError) -> [any Sendable] {
        try query.map { item throws(RoutingError) in
            guard let text = link.queryValue(item.key) else {
                guard item.isOptional else {
                    throw RoutingError(
                        .missingQueryItem, reason: "query item '\(item.key)' is required")
                }
                return DeepLinkParameters.absent
            }
            guard let value = item.converter.read(text) else {
                throw RoutingError(
                    .unconvertibleValue,
                    reason: "query item '\(item.key)' is not a valid \(item.converter.name)")
            }
            return value
        }
    }

    /// The apple-app-site-association component admitting this template's links (see
    /// ``AppSiteAssociation/Component``): literals percent-encoded as ``path(with:)`` writes
    /// them, each placeholder `*`, each required query item `key: "*"`.
    var associationComponent: AppSiteAssociation.Component {
        let path = segments.map { segment in
            if case .literal(_, let encoded) = segment { encoded } else { "*" }
        }
        let required = query.filter { !$0.isOptional }.map { (PercentEncoding.encode($0.key), "*") }
        return AppSiteAssociation.Component(
            path: "/" + path.joined(separator: "/"),
            query: required.isEmpty ? nil : Dictionary(uniqueKeysWithValues: required),
            comment: text)
    }

    /// The text of the value of `name`.
    /// - Throws: `invalidParameter` when there is none or the converter cannot write it.
    private static func text(
        of name: String, _ converter: ValueConverter, _ parameters: DeepLinkParameters
    ) throws(RoutingError) -> String {
        guard let value = parameters.stored(name), let text = converter.write(value) else {
            throw RoutingError(
                .invalidParameter,
                reason: parameters.contains(name)
                    ? "'\(name)' cannot be written as \(converter.name)" : "no value for '\(name)'")
        }
        return text
    }

    /// `<type:name>` or `<name>` (a string).
    private static func placeholder(
        _ text: Substring, in template: String, _ converters: [String: ValueConverter]
    ) throws(RoutingError) -> (name: String, converter: ValueConverter) {
        guard text.hasPrefix("<"), text.hasSuffix(">"), text.count > 2 else {
            throw invalid(template, "'\(text)' is not a placeholder '<type:name>'")
        }
        let parts = text.dropFirst().dropLast().split(
            separator: ":", omittingEmptySubsequences: false)
        let (type, name) = (parts.count == 2 ? parts[0] : "string", parts[parts.count - 1])
        guard parts.count <= 2, isIdentifier(type), isIdentifier(name) else {
            throw invalid(template, "'\(text)' needs an identifier name and type, as in <int:id>")
        }
        guard let converter = converters[String(type)] else {
            throw RoutingError(
                .unknownConverter, reason: "'\(template)' uses unknown converter '\(type)'")
        }
        return (String(name), converter)
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWholeNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    private static func invalid(_ template: String, _ problem: String) -> RoutingError {
        RoutingError(.invalidTemplate, reason: "'\(template)': \(problem)")
    }
}
