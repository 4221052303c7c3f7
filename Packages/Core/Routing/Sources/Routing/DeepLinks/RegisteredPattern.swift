/// A pattern as a ``DeepLinkTable`` holds it: its template checked (see ``DeepLinkPattern`` for
/// the syntax) with its converters resolved, and its route closures with the route type erased,
/// so that a lookup runs as code specialized for no route type (the table casts the route back).
final class RegisteredPattern: Sendable {
    /// A placeholder: in the path, or a query item `key=<type:name>` (optional with `?`).
    struct Placeholder: Sendable {
        let name: String
        let converter: ValueConverter
        var key = ""
        var isOptional = false
    }

    enum Segment: Sendable {
        /// A literal, and its percent-encoded spelling in the links a table writes.
        case literal(String, encoded: String)
        case placeholder(Placeholder)
    }

    let template: String
    let segments: [Segment]
    let query: [Placeholder]
    /// The path placeholders' names, then the query items': the order a lookup collects values.
    let names: [String]
    /// The query items' keys and types, sorted: the same for two patterns that end at the same
    /// trie node exactly when they are ambiguous.
    let querySignature: [String]
    let requirement: DeepLinkRequirement
    let policy: DeepLinkPolicy
    let isRestorationOnly: Bool
    private let route: @Sendable (DeepLinkParameters) throws -> any Sendable
    let parameters: @Sendable (any Sendable) -> DeepLinkParameters?

    /// - Throws: `invalidTemplate` for bad syntax, `unknownConverter` for an unknown type.
    init<R>(_ pattern: DeepLinkPattern<R>, converters: [String: ValueConverter])
        throws(RoutingError)
    {
        let text = pattern.template
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
        guard path.count <= IncomingLink.maximumSegments else {
            throw invalid("more than \(IncomingLink.maximumSegments) segments")
        }
        var segments: [Segment] = []
        for (index, part) in path.enumerated() {
            if part.isEmpty {
                throw invalid("empty segment (leading, trailing or double '/')")
            } else if part.first == "<" {
                let value = try placeholder(part)
                guard value.converter.rank != .path || index == path.count - 1 else {
                    throw invalid("<path:> must be the last segment")
                }
                segments.append(.placeholder(value))
            } else if part.contains(where: { $0 == "<" || $0 == ">" }) {
                throw invalid("a placeholder must fill a whole segment")
            } else {
                segments.append(.literal(String(part), encoded: PercentEncoding.encode(part)))
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
        querySignature = query.map { "\($0.key)=\($0.converter.name)\($0.isOptional ? "?" : "")" }
            .sorted()
        (template, self.segments, self.query) = (text, segments, query)
        (requirement, policy, isRestorationOnly) = (
            pattern.requirement, pattern.policy, pattern.isRestorationOnly
        )
        let (route, parameters) = (pattern.route, pattern.parameters)
        self.route = { try route($0) }
        // `as!`, not `as?`: every call passes a boxed `R` (see `DeepLinkTable.path(for:)`), and
        // the conditional cast would look up `Optional<R>` at run time on every call, the largest
        // part of describing a route (routing-benchmarks' "a route described by its link").
        self.parameters = { parameters($0 as! R) }
    }

    /// Among patterns ending at the same trie node, whether this one is tried first: more
    /// required query items, then more declared ones, then a fixed order by signature.
    func precedes(_ other: RegisteredPattern) -> Bool {
        let (required, otherRequired) = (
            query.count { !$0.isOptional }, other.query.count { !$0.isOptional }
        )
        if required != otherRequired { return required > otherRequired }
        if query.count != other.query.count { return query.count > other.query.count }
        return querySignature.lexicographicallyPrecedes(other.querySignature)
    }

    /// The route this pattern builds from a link it fits, given its path values in order.
    /// - Throws: `noMatch` for a restoration-only pattern unless `restoring`,
    ///   `missingQueryItem` or `unconvertibleValue` for a query item, the route closure's error
    ///   (any other than a ``RoutingError`` as `unconvertibleValue`).
    func route(_ values: [any Sendable], in link: IncomingLink, restoring: Bool)
        throws(RoutingError) -> any Sendable
    {
        guard restoring || !isRestorationOnly else {
            throw RoutingError(.noMatch, reason: "'\(template)' opens only saved navigation")
        }
        var values = values
        for item in query {
            if let text = link.queryValue(item.key) {
                guard let value = item.converter.read(text) else {
                    throw RoutingError(
                        .unconvertibleValue,
                        reason: "query item '\(item.key)' is not a valid \(item.converter.name)")
                }
                values.append(value)
            } else if item.isOptional {
                values.append(DeepLinkParameters.absent)
            } else {
                throw RoutingError(
                    .missingQueryItem, reason: "query item '\(item.key)' is required")
            }
        }
        do {
            return try route(DeepLinkParameters(names: names, values: values))
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError(
                .unconvertibleValue, reason: "the route refused the values: \(error)")
        }
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
        var separator = "?"
        for item in query where !item.isOptional || parameters.contains(item.name) {
            path += separator + item.key + "=" + (try item.text(in: parameters))
            separator = "&"
        }
        return path
    }

    /// The apple-app-site-association component admitting this pattern's links: literals as
    /// ``path(with:)`` writes them, each placeholder `*`, each required query item `key: "*"`.
    var associationComponent: AppSiteAssociation.Component {
        let path = segments.map { if case .literal(_, let encoded) = $0 { encoded } else { "*" } }
        let required = query.filter { !$0.isOptional }.map { ($0.key, "*") }
        return AppSiteAssociation.Component(
            path: "/" + path.joined(separator: "/"),
            query: required.isEmpty ? nil : Dictionary(uniqueKeysWithValues: required),
            comment: template)
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWholeNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

extension RegisteredPattern.Placeholder {
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
