/// The app's deep links: declared schemes and hosts, custom converters, and patterns,
/// resolving URLs to routes and routes back to URLs.
///
/// - Custom schemes: `rootswitch://items/42` has the path `items/42` (the URL "host" is
///   the first segment).
/// - Universal links: `https://rootswitch.example/items/42` for a declared host only.
/// - Any other scheme or host is refused. Empty segments (`a//b`, a trailing `/`) are
///   ignored; the fragment is ignored; `+` is a plus sign, not a space.
///
/// Priority is fixed and independent of registration order: at each segment a literal
/// beats a typed placeholder (`int`, then `uuid`, then `float`, then custom converters by
/// name), which beats `string`, which beats `<path:>`. A pattern whose placeholder refuses
/// the segment, or whose required query item is missing, gives way to the next candidate.
///
/// ```swift
/// var table = DeepLinkTable<MainRoute>(scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
/// try table.register(itemPattern)
/// let match = try table.resolve("rootswitch://items/42")   // match.route == .item(id: 42)
/// let url = try table.url(for: .item(id: 42))               // "rootswitch://items/42"
/// ```
public struct DeepLinkTable<R: Route>: Sendable {
    private struct Entry: Sendable {
        let pattern: DeepLinkPattern<R>
        let template: ParsedTemplate
        let names: [String]
    }

    /// The primary scheme, used for the URLs ``url(for:)`` produces.
    public let scheme: String
    private let schemes: Set<String>
    private let hosts: Set<String>
    private var converters = ValueConverter.builtIns
    private var entries: [Entry] = []
    private var shapes: [String: String] = [:]
    private var trie = PatternTrie()

    /// Creates an empty table.
    /// - Parameters:
    ///   - scheme: the primary custom scheme (not `http` or `https`), e.g. `rootswitch`.
    ///   - alternateSchemes: other custom schemes accepted when resolving.
    ///   - universalLinkHosts: hosts accepted over `https`, e.g. `rootswitch.example`.
    public init(scheme: String, alternateSchemes: [String] = [], universalLinkHosts: [String] = [])
    {
        self.scheme = scheme.lowercased()
        self.schemes = Set(([scheme] + alternateSchemes).map { $0.lowercased() })
        self.hosts = Set(universalLinkHosts.map { $0.lowercased() })
    }

    /// Adds a custom converter, usable by patterns registered after it.
    /// - Throws: `invalidConverter` when the name is not an identifier, is built in
    ///   (`int`, `uuid`, `float`, `string`, `path`) or is already registered.
    public mutating func register<Value>(_ converter: DeepLinkConverter<Value>)
        throws(RoutingError)
    {
        guard TemplateParser.isIdentifier(Substring(converter.name)) else {
            throw RoutingError(
                .invalidConverter, reason: "'\(converter.name)' is not an identifier")
        }
        guard converters[converter.name] == nil else {
            throw RoutingError(
                .invalidConverter, reason: "'\(converter.name)' is already a converter")
        }
        converters[converter.name] = ValueConverter(converter)
    }

    /// Adds a pattern.
    /// - Throws: `invalidTemplate` for bad syntax, `unknownConverter` for an unregistered
    ///   type, `ambiguousPattern` when a registered pattern has the same shape (same
    ///   literals, placeholder types and query declarations, whatever the names).
    public mutating func register(_ pattern: DeepLinkPattern<R>) throws(RoutingError) {
        let template = try TemplateParser.parse(pattern.template, converters: converters)
        if let existing = shapes[template.shape] {
            throw RoutingError(
                .ambiguousPattern,
                reason: "'\(pattern.template)' has the same shape as '\(existing)'"
            )
        }
        shapes[template.shape] = pattern.template
        entries.append(
            Entry(pattern: pattern, template: template, names: template.placeholderNames))
        trie.insert(template, entry: entries.count - 1) { [entries] in
            entries[$0].template.precedes(entries[$1].template)
        }
    }

    /// The route a link leads to, with its pattern's template, requirement and policy.
    /// - Throws: a ``RoutingError`` saying why the link cannot be opened; never crashes.
    public func resolve(_ url: String) throws(RoutingError) -> DeepLinkMatch<R> {
        let link = try IncomingLink(url, schemes: schemes, hosts: hosts)
        var found: DeepLinkMatch<R>?
        let failure = trie.firstMatch(link.segments) { index, values throws(RoutingError) in
            found = try match(entries[index], values: values, query: link.query)
        }
        if let found { return found }
        throw failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
    }

    /// The canonical URL for a route: primary scheme, percent-encoded, query items in
    /// template order. The first registered pattern whose reverse closure takes the route
    /// and whose URL resolves back to the same route gives it.
    /// - Throws: `unroutable` when no pattern does, or `invalidParameter` when the
    ///   parameters a pattern gave cannot be written into its template.
    public func url(for route: R) throws(RoutingError) -> String {
        var failure: RoutingError?
        for entry in entries {
            guard let parameters = entry.pattern.parameters(route) else { continue }
            do throws(RoutingError) {
                let url = "\(scheme)://" + (try entry.template.formatted(with: parameters))
                if (try? resolve(url))?.route == route { return url }
                throw RoutingError(
                    .unroutable,
                    reason: "'\(entry.pattern.template)' gives a URL that resolves elsewhere"
                )
            } catch {
                failure = failure ?? error
            }
        }
        throw failure ?? RoutingError(.unroutable, reason: "no pattern produces this route")
    }

    private func match(
        _ entry: Entry,
        values: [any Sendable],
        query: [String: String]
    ) throws(RoutingError) -> DeepLinkMatch<R> {
        var parameters = Dictionary(uniqueKeysWithValues: zip(entry.names, values))
        for item in entry.template.query {
            guard let text = query[item.key] else {
                if item.isOptional { continue }
                throw RoutingError(
                    .missingQueryItem, reason: "query item '\(item.key)' is required")
            }
            guard let value = item.converter.parse(text) else {
                throw RoutingError(
                    .unconvertibleValue,
                    reason: "query item '\(item.key)' is not a valid \(item.converter.name)"
                )
            }
            parameters[item.name] = value
        }
        let route: R
        do {
            route = try entry.pattern.route(DeepLinkParameters(values: parameters))
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError(
                .unconvertibleValue, reason: "the route refused the values: \(error)")
        }
        return DeepLinkMatch(
            route: route, template: entry.pattern.template,
            requirement: entry.pattern.requirement, policy: entry.pattern.policy
        )
    }
}
