/// The app's deep links: declared schemes and hosts, custom converters and patterns, resolving
/// URLs to routes and routes back to URLs.
///
/// A custom scheme's link (`rootswitch://items/42`) has the path `items/42`; a universal link
/// (`https://rootswitch.example/items/42`) is read for a declared host only; any other scheme
/// or host is refused. Empty segments (`a//b`, a trailing `/`) and the fragment are ignored;
/// `+` is a plus sign, not a space.
///
/// Priority is fixed, whatever the registration order: at each segment a literal beats a typed
/// placeholder (`int`, `uuid`, `float`, then custom converters by name), which beats `string`,
/// which beats `<path:>`. A pattern whose placeholder refuses the segment, whose required query
/// item is missing or whose route closure throws gives way to the next candidate.
///
/// ```swift
/// var table = DeepLinkTable<MainRoute>(
///     scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
/// try table.register(itemPattern)
/// let match = try table.resolve("rootswitch://items/42")  // match.route == .item(id: 42)
/// let url = try table.url(for: .item(id: 42))  // "rootswitch://items/42"
/// ```
public struct DeepLinkTable<R: Route>: Sendable {
    /// The primary scheme, used for the URLs ``url(for:)`` produces.
    public let scheme: String
    private let schemes: [String]
    /// The universal-link hosts, lowercased.
    private let hosts: [String]
    private var converters = ValueConverter.builtIns
    private var trie = PatternTrie()
    /// What ``path(for:)`` tries, as patterns in registration order: those declaring each key
    /// (by its hash; the reverse closures tell apart colliding keys), those declaring none, and
    /// how a route's key is hashed.
    private var patternsByKey: [Int: [Int]] = [:]
    private var unkeyedPatterns: [Int] = []
    private var routeKey: @Sendable (R) -> Int = { _ in 0 }

    /// Creates an empty table for the primary custom `scheme` (not `http` or `https`), other
    /// custom schemes accepted when resolving, and the hosts accepted over `https`.
    public init(scheme: String, alternateSchemes: [String] = [], universalLinkHosts: [String] = [])
    {
        self.scheme = scheme.lowercased()
        schemes = ([scheme] + alternateSchemes).map { $0.lowercased() }
        hosts = universalLinkHosts.map { $0.lowercased() }
    }

    /// Adds a custom converter, usable by patterns registered after it.
    /// - Throws: `invalidConverter` when the name is not an identifier, is built in
    ///   (`int`, `uuid`, `float`, `string`, `path`) or is already registered.
    public mutating func register<Value>(_ converter: DeepLinkConverter<Value>)
        throws(RoutingError)
    {
        guard RegisteredPattern.isIdentifier(Substring(converter.name)) else {
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
        try trie.insert(RegisteredPattern(pattern, converters: converters))
        if let key = pattern.key {
            patternsByKey[key.hash, default: []].append(trie.patterns.count - 1)
            if patternsByKey.count == 1 { routeKey = key.route }
        } else {
            unkeyedPatterns.append(trie.patterns.count - 1)
        }
    }

    /// The route a link from outside the app leads to, with its pattern's template, requirement
    /// and policy; a restoration-only pattern (``DeepLinkPattern/restorationOnly()``) never
    /// answers.
    /// - Throws: a ``RoutingError`` saying why the link cannot be opened; never crashes.
    public func resolve(_ url: String) throws(RoutingError) -> DeepLinkMatch<R> {
        try resolve(url, restoring: false)
    }

    /// The route `url` leads to; when `restoring` (a saved navigation read back), the
    /// restoration-only patterns answer too.
    func resolve(_ url: String, restoring: Bool) throws(RoutingError) -> DeepLinkMatch<R> {
        let link = try IncomingLink(url, schemes: schemes, hosts: hosts)
        let (pattern, route) = try trie.match(link, restoring: restoring)
        // Always an `R` (boxed at registration): `as!`, as in `RegisteredPattern`.
        return DeepLinkMatch(
            route: route as! R, template: pattern.template, requirement: pattern.requirement,
            policy: pattern.policy)
    }

    /// The apple-app-site-association file that sends this table's https links for `host` to
    /// the apps `appIDs` (each `TEAMID.bundle.identifier`): one ``AppSiteAssociation/Component``
    /// per pattern in registration order, restoration-only patterns left out.
    /// - Throws: ``RoutingError/Code/unknownHost`` when `host` is not one of the table's
    ///   universal-link hosts (compared without case): the file would send links it refuses.
    public func appSiteAssociation(host: String, appIDs: [String]) throws(RoutingError)
        -> AppSiteAssociation
    {
        guard hosts.contains(host.lowercased()) else {
            throw RoutingError(
                .unknownHost, reason: "'\(host)' is not one of the table's universal-link hosts")
        }
        let open = trie.patterns.filter { !$0.isRestorationOnly }
        return AppSiteAssociation(appIDs: appIDs, components: open.map(\.associationComponent))
    }

    /// The canonical URL for a route: the primary scheme, then its ``path(for:)`` without the
    /// leading `/`, e.g. `rootswitch://items/42`.
    /// - Throws: as ``path(for:)``.
    public func url(for route: R) throws(RoutingError) -> String {
        "\(scheme)://\(try path(for: route).dropFirst())"
    }

    /// The path and query of a route's canonical link, from the path's leading `/`: `/items/42`,
    /// `/search?q=blue%20car`, `/` for the empty template. The first registered pattern whose
    /// reverse closure takes the route writes it, percent-encoded (only those declaring the
    /// route's ``DeepLinkKeyed`` key, and those declaring none, are asked). It is written, never
    /// resolved back: that it leads back to the same route is the patterns' contract, for tests
    /// to check (a value a higher-priority pattern captures, such as `new` under both
    /// `items/new` and `items/<name>`, breaks it).
    /// - Throws: `unroutable` when no pattern takes the route, `invalidParameter` when the
    ///   parameters a pattern gave cannot be written into its template.
    public func path(for route: R) throws(RoutingError) -> String {
        let keyed = patternsByKey.isEmpty ? [] : patternsByKey[routeKey(route)] ?? []
        let route: any Sendable = route
        let candidates =
            keyed.isEmpty
            ? unkeyedPatterns : unkeyedPatterns.isEmpty ? keyed : (keyed + unkeyedPatterns).sorted()
        var failure: RoutingError?
        for index in candidates {
            guard let parameters = trie.patterns[index].parameters(route) else { continue }
            do throws(RoutingError) {
                return try trie.patterns[index].path(with: parameters)
            } catch {
                failure = failure ?? error
            }
        }
        throw failure ?? RoutingError(.unroutable, reason: "no pattern produces this route")
    }
}
