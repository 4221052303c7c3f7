/// A pattern as a table holds it: its template parsed (the syntax is ``DeepLinkPattern``'s)
/// and its closures with the route type erased, so that a lookup runs as code compiled for no
/// route type in particular (the table casts the route back).
final class RegisteredPattern: Sendable {
    /// A placeholder in the path, or a query item `key=<type:name>` (optional with `?`).
    struct Placeholder: Sendable {
        let name: String
        let converter: ValueConverter
        var key = "", isOptional = false
    }

    /// A path segment: a literal (as matched, and as a written link spells it) or a placeholder.
    enum Segment: Sendable {
        case literal(String, encoded: String)
        case placeholder(Placeholder)
    }

    let template: String
    let segments: [Segment]
    let query: [Placeholder]
    /// The placeholders' names, path then query: the order a lookup collects values in.
    let names: [String]
    /// Among patterns ending at the same trie node, the lower is tried first: more required
    /// query items, then more declared ones, then by the declarations (keys and types, sorted),
    /// which only ambiguous patterns share.
    let order: (required: Int, declared: Int, declarations: String)
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
        let invalid = { RoutingError(.invalidTemplate, reason: "'\(text)': \($0 as String)") }
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
        segments = try path.enumerated().map { index, part throws(RoutingError) in
            guard !part.isEmpty else {
                throw invalid("empty segment (leading, trailing or double '/')")
            }
            guard part.first == "<" else {
                guard !part.contains(where: { $0 == "<" || $0 == ">" }) else {
                    throw invalid("a placeholder must fill a whole segment")
                }
                return .literal(String(part), encoded: PercentEncoding.encode(part))
            }
            let value = try placeholder(part)
            guard value.converter.rank != .path || index == path.count - 1 else {
                throw invalid("<path:> must be the last segment")
            }
            return .placeholder(value)
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
        let declarations = query.map { "\($0.key)=\($0.converter.name)\($0.isOptional ? "?" : "")" }
        order = (
            -query.count { !$0.isOptional }, -query.count,
            declarations.sorted().joined(separator: "&")
        )
        (template, self.query, requirement, policy) = (
            text, query, pattern.requirement, pattern.policy
        )
        isRestorationOnly = pattern.isRestorationOnly
        let (route, parameters) = (pattern.route, pattern.parameters)
        self.route = { try route($0) }
        // `as!`, not `as?`: every call passes a boxed `R` (see `DeepLinkTable.path(for:)`), and
        // the conditional cast would look up `Optional<R>` at run time on every call, the largest
        // part of describing a route (routing-benchmarks' "a route described by its link").
        self.parameters = { parameters($0 as! R) }
    }

    /// The route this pattern builds from a link whose path it fits, given the path's values.
    /// - Throws: `noMatch` for a restoration-only pattern unless `restoring`,
    ///   `missingQueryItem` or `unconvertibleValue` for a query item, or the route closure's
    ///   error (one other than a ``RoutingError`` as `unconvertibleValue`).
    func route(_ values: [any Sendable], in link: IncomingLink, restoring: Bool)
        throws(RoutingError) -> any Sendable
    {
        guard restoring || !isRestorationOnly else {
            throw RoutingError(.noMatch, reason: "'\(template)' opens only saved navigation")
        }
        var values = values
        for item in query {
            guard let text = link.queryValue(item.key) else {
                guard item.isOptional else {
                    throw RoutingError(
                        .missingQueryItem, reason: "query item '\(item.key)' is required")
                }
                values.append(DeepLinkParameters.absent)
                continue
            }
            guard let value = item.converter.read(text) else {
                throw RoutingError(
                    .unconvertibleValue,
                    reason: "query item '\(item.key)' is not a valid \(item.converter.name)")
            }
            values.append(value)
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
        func text(of value: Placeholder) throws(RoutingError) -> String {
            let (name, converter) = (value.name, value.converter)
            guard let stored = parameters.stored(name), let text = converter.write(stored) else {
                throw RoutingError(
                    .invalidParameter,
                    reason: parameters.contains(name)
                        ? "'\(name)' cannot be written as \(converter.name)"
                        : "no value for '\(name)'")
            }
            return text
        }
        var path = segments.isEmpty ? "/" : ""
        for segment in segments {
            switch segment {
            case .literal(_, let encoded): path += "/" + encoded
            case .placeholder(let value):
                // No value may leave an empty segment (only a `<path:>` value keeps its `/`).
                let text = try text(of: value)
                guard !text.isEmpty,
                    value.converter.rank != .path
                        || !text.utf8.split(separator: 47, omittingEmptySubsequences: false)
                            .contains(where: \.isEmpty)
                else {
                    throw RoutingError(
                        .invalidParameter,
                        reason: "'\(value.name)' would leave an empty path segment")
                }
                path += "/" + text
            }
        }
        for (index, item) in query.filter({ !$0.isOptional || parameters.contains($0.name) })
            .enumerated()
        {
            path += (index == 0 ? "?" : "&") + item.key + "=" + (try text(of: item))
        }
        return path
    }

    /// This pattern's links in Apple's component syntax, as the apple-app-site-association file
    /// claims them: the path's literals as ``path(with:)`` writes them, each placeholder `?*`
    /// (at least one character), and the required query items, each `key: "*"`.
    var association: (path: String, query: [String: String]?) {
        (
            associationPath(),
            query.contains { !$0.isOptional }
                ? Dictionary(
                    uniqueKeysWithValues: query.filter { !$0.isOptional }.map { ($0.key, "*") })
                : nil
        )
    }

    /// The paths the file keeps out because a placeholder other than `<path:>` would take a
    /// `/` in them, which the app reads as a segment more than the pattern has: the
    /// association's path with that placeholder written `*/*`.
    var deeperPaths: [String] {
        segments.indices.compactMap { index in
            guard case .placeholder(let value) = segments[index], value.converter.rank != .path
            else { return nil }
            return associationPath(writing: index, as: "*/*")
        }
    }

    /// Whether the pattern ends with a `<path:>`, which takes any number of segments.
    var takesTheRest: Bool {
        if case .placeholder(let value) = segments.last {
            value.converter.rank == .path
        } else {
            false
        }
    }

    /// The path in Apple's syntax, placeholder `index` (if any) written `special`.
    private func associationPath(writing index: Int? = nil, as special: String = "") -> String {
        "/"
            + segments.indices.map { position in
                switch segments[position] {
                case .literal(_, let encoded): encoded
                case .placeholder: position == index ? special : "?*"
                }
            }
            .joined(separator: "/")
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWholeNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
