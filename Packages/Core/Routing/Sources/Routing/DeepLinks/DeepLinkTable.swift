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
    /// The primary scheme, used for the URLs ``url(for:)`` produces.
    public let scheme: String
    private var converters = ValueConverter.builtIns
    @usableFromInline var patterns: [DeepLinkPattern<R>] = []
    private var shapes: [String: String] = [:]
    /// What ``url(for:)`` tries: the patterns declaring each key (by its hash: keys whose
    /// hashes collide share a list, where each pattern's reverse closure tells its own routes
    /// apart) and those declaring none, as indexes into `patterns` in registration order, and
    /// how a route's key is hashed (set by the first keyed pattern).
    @usableFromInline var patternsByKey: [Int: [Int]] = [:]
    @usableFromInline var unkeyedPatterns: [Int] = []
    @usableFromInline var routeKey: (@Sendable (R) -> Int)?
    @usableFromInline var shared: DeepLinkIndex.Shared

    /// Creates an empty table.
    /// - Parameters:
    ///   - scheme: the primary custom scheme (not `http` or `https`), e.g. `rootswitch`.
    ///   - alternateSchemes: other custom schemes accepted when resolving.
    ///   - universalLinkHosts: hosts accepted over `https`, e.g. `rootswitch.example`.
    public init(scheme: String, alternateSchemes: [String] = [], universalLinkHosts: [String] = [])
    {
        self.scheme = scheme.lowercased()
        self.shared = DeepLinkIndex.Shared(
            DeepLinkIndex(
                schemes: Set(([scheme] + alternateSchemes).map { $0.lowercased() }),
                hosts: Set(universalLinkHosts.map { $0.lowercased() })))
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
        if let key = pattern.key {
            patternsByKey[key.hash, default: []].append(patterns.count)
            // Not `routeKey ?? key.route`: through the generic `??`, each registration would
            // wrap the closure in one more reabstraction thunk, to be called on every lookup.
            if routeKey == nil { routeKey = key.route }
        } else {
            unkeyedPatterns.append(patterns.count)
        }
        patterns.append(pattern)
        let route = pattern.route
        // Let go of the box first: if no other table shares it, the index's storage is then
        // this function's alone and changes in place.
        var index = shared.index
        shared = DeepLinkIndex.Shared(DeepLinkIndex(schemes: [], hosts: []))
        index.register(
            pattern.template, template, requirement: pattern.requirement, policy: pattern.policy
        ) { parameters, memory in
            memory.initializeMemory(as: R.self, to: try route(parameters))
        }
        shared = DeepLinkIndex.Shared(index)
    }

    /// The route a link leads to, with its pattern's template, requirement and policy.
    ///
    /// One pass over the link's bytes and one hash probe per literal segment; a link to a
    /// pattern without placeholders allocates nothing. Inlinable, so the few lines that
    /// depend on the route type are specialized for the app's.
    /// - Throws: a ``RoutingError`` saying why the link cannot be opened; never crashes.
    @inlinable
    public func resolve(_ url: String) throws(RoutingError) -> DeepLinkMatch<R> {
        try withTemporaryAllocation(of: R.self, capacity: 1) { memory throws(RoutingError) in
            let route = memory.baseAddress!
            let found = try shared.resolve(url, into: UnsafeMutableRawPointer(route))
            return DeepLinkMatch(
                route: route.move(), template: found.template, requirement: found.requirement,
                policy: found.policy)
        }
    }

    /// The apple-app-site-association file that sends this table's https links for `host` to
    /// the apps `appIDs`: one ``AppSiteAssociation/Component`` per pattern, in registration
    /// order (every pattern answers https links for each declared universal-link host, and
    /// custom-scheme links need no file). A table without patterns gives a file without
    /// components.
    ///
    /// ```swift
    /// let file = try table.appSiteAssociation(host: "rootswitch.example", appIDs: ["ABCDE12345.dev.rootswitch.app"])
    /// // file.applinks.details[0].components[0].path == "/items/*"
    /// ```
    /// - Parameters:
    ///   - host: a universal-link host the table was made with (compared case-insensitively).
    ///   - appIDs: the apps to open the links, each as `TEAMID.bundle.identifier`.
    /// - Throws: ``RoutingError/Code/unknownHost`` when the table does not answer links for
    ///   `host`: a file for it would send the app links it refuses.
    public func appSiteAssociation(host: String, appIDs: [String]) throws(RoutingError)
        -> AppSiteAssociation
    {
        let index = shared.index
        guard index.hosts.contains(host.lowercased()) else {
            throw RoutingError(
                .unknownHost, reason: "'\(host)' is not one of the table's universal-link hosts")
        }
        return AppSiteAssociation(
            appIDs: appIDs,
            components: index.entries.map { $0.template.associationComponent($0.text) })
    }

    /// The canonical URL for a route: primary scheme, percent-encoded, query items in
    /// template order. The first registered pattern whose reverse closure takes the route
    /// and whose URL resolves back to the same route gives it.
    ///
    /// Only the patterns declaring the route's ``DeepLinkKeyed/deepLinkKey`` and those
    /// declaring no key are tried, so for a ``DeepLinkKeyed`` route type whose patterns all
    /// have keys the cost does not grow with the number of patterns.
    ///
    /// Inlinable, like ``resolve(_:)``, so that it is specialized for the app's route type.
    /// - Throws: `unroutable` when no pattern does, or `invalidParameter` when the
    ///   parameters a pattern gave cannot be written into its template.
    @inlinable
    public func url(for route: R) throws(RoutingError) -> String {
        let keyed = routeKey.flatMap { patternsByKey[$0(route)] } ?? []
        let candidates =
            keyed.isEmpty
            ? unkeyedPatterns : unkeyedPatterns.isEmpty ? keyed : (keyed + unkeyedPatterns).sorted()
        var failure: RoutingError?
        for index in candidates {
            guard let parameters = patterns[index].parameters(route) else { continue }
            do throws(RoutingError) {
                let url = try shared.url(index, scheme: scheme, with: parameters)
                if (try? resolve(url))?.route == route { return url }
                throw RoutingError(
                    .unroutable,
                    reason: "'\(patterns[index].template)' gives a URL that resolves elsewhere"
                )
            } catch {
                failure = failure ?? error
            }
        }
        throw failure ?? RoutingError(.unroutable, reason: "no pattern produces this route")
    }
}
