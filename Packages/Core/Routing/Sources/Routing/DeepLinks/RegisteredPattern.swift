/// A pattern as a table holds it: its template parsed (the syntax is ``DeepLinkPattern``'s)
/// and its closures with the route type erased, so that a lookup runs as code compiled for no
/// route type in particular (the table casts the route back). `package` where RoutingTools
/// writes its links in other syntaxes (the apple-app-site-association file, App Intents).
package final class RegisteredPattern: Sendable {
    /// A placeholder in the path, or a query item `key=<type:name>` (optional with `?`).
    package struct Placeholder: Sendable {
        package let name: String
        package let converter: ValueConverter
        package var key = ""
        package var isOptional = false

        /// The value its text stands for: ``DeepLinkParameters/absent`` for an optional one
        /// without text.
        /// - Throws: `missing` for a required one without text, `unconvertibleValue` for text
        ///   its type does not read.
        func value(of text: String?, missing: @autoclosure () -> RoutingError)
            throws(RoutingError) -> any Sendable
        {
            guard let text else {
                guard isOptional else { throw missing() }
                return DeepLinkParameters.absent
            }
            guard let value = converter.read(text) else {
                throw RoutingError(
                    .unconvertibleValue,
                    reason: (key.isEmpty ? "'\(name)'" : "query item '\(key)'")
                        + " is not a valid \(converter.name)")
            }
            return value
        }
    }

    /// A path segment: a literal (as matched, and as a written link spells it) or a placeholder.
    package enum Segment: Sendable {
        case literal(String, encoded: String)
        case placeholder(Placeholder)
    }

    package let template: String
    package let segments: [Segment]
    package let query: [Placeholder]
    /// The placeholders' names, path then query: the order a lookup collects values in.
    package let names: [String]
    /// Among patterns ending at the same trie node, the lower is tried first: more required
    /// query items, then more declared ones, then by the declarations (keys and types, sorted),
    /// which only ambiguous patterns share.
    package let order: (required: Int, declared: Int, declarations: String)
    /// The pattern's ``LinkLanding``, boxed like its routes.
    let landing: any Sendable
    package let isRestorationOnly: Bool
    private let route: @Sendable (DeepLinkParameters) throws -> any Sendable
    let parameters: @Sendable (any Sendable) -> DeepLinkParameters?

    /// - Throws: `invalidTemplate` for bad syntax, `unknownConverter` for an unknown type.
    init<R>(_ pattern: DeepLinkPattern<R>, converters: [String: ValueConverter])
        throws(RoutingError)
    {
        let text = pattern.template
        let syntax = try TemplateSyntax(text)
        func converted(_ value: TemplateSyntax.Placeholder) throws(RoutingError) -> Placeholder {
            guard let converter = converters[value.type] else {
                throw RoutingError(
                    .unknownConverter, reason: "'\(text)' uses unknown converter '\(value.type)'")
            }
            return Placeholder(
                name: value.name, converter: converter, key: value.key,
                isOptional: value.isOptional)
        }
        segments = try syntax.segments.map { segment throws(RoutingError) in
            switch segment {
            case .literal(let literal):
                .literal(literal, encoded: PercentEncoding.encode(literal))
            case .placeholder(let value): .placeholder(try converted(value))
            }
        }
        let query = try syntax.query.map { value throws(RoutingError) in try converted(value) }
        names = syntax.names
        let declarations = query.map { "\($0.key)=\($0.converter.name)\($0.isOptional ? "?" : "")" }
        order = (
            -query.count { !$0.isOptional }, -query.count,
            declarations.sorted().joined(separator: "&")
        )
        (template, self.query, landing) = (text, query, pattern.landing)
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
            values.append(
                try item.value(
                    of: link.queryValue(item.key),
                    missing: RoutingError(
                        .missingQueryItem, reason: "query item '\(item.key)' is required")))
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

    /// Every placeholder, path then query: the order of ``names``.
    package var placeholders: [Placeholder] {
        segments.compactMap { if case .placeholder(let value) = $0 { value } else { nil } } + query
    }

    /// The canonical path and query for values given as text by placeholder name (a
    /// notification's payload, an intent's parameters), each read by its placeholder's type as
    /// a link's value is; an optional query item without a value is left out.
    /// - Throws: `incompleteEntry` naming a required placeholder without a value,
    ///   `unconvertibleValue` for a value its type does not read, or as ``path(with:)``.
    package func path(reading texts: [String: String]) throws(RoutingError) -> String {
        let values = try placeholders.map { placeholder throws(RoutingError) in
            try placeholder.value(
                of: texts[placeholder.name],
                missing: RoutingError(
                    .incompleteEntry, reason: "it has no value for '\(placeholder.name)'"))
        }
        return try path(with: DeepLinkParameters(names: names, values: values))
    }
}
