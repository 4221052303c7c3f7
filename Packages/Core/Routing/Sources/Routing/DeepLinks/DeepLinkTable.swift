/// The app's deep links: URLs to routes and back, through patterns.
///
/// `rootswitch://items/42` (a declared scheme) and `https://rootswitch.example/items/42` (a
/// declared host) have the path `items/42`; other schemes and hosts are refused, the fragment
/// ignored, and `+` is a plus sign. A custom-scheme link's empty segments are ignored and its
/// escapes decoded; a universal link (https) is read as Apple's matching of the
/// apple-app-site-association file reads it, so that the app opens exactly what the file claims: no
/// empty segment (`//`, a trailing `/`), literals and query keys as a written link spells them
/// (`%68ome` is not `home`), placeholder values decoded. Priority is fixed, whatever the order of
/// registration: at each segment a literal, then typed placeholders (`int`, `uuid`, `float`, custom
/// converters by name), then `string`, then `<path:>`. A pattern whose placeholder or route closure
/// refuses the link, or whose required query item is missing, gives way to the next.
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
    package let hosts: [String]
    private var converters = ValueConverter.builtIns
    private var trie = PatternTrie()
    /// What ``path(for:)`` asks, in registration order: the patterns declaring each key (by its
    /// hash: their closures tell colliding keys apart), those declaring none, and a route's key.
    private var patternsByKey: [Int: [Int]] = [:]
    private var unkeyedPatterns: [Int] = []
    private var routeKey: @Sendable (R) -> Int = { _ in 0 }
    /// The entry points and how entries are read (``register(_:)-(EntryPoint)``).
    var entries: EntryPoints

    /// Creates an empty table.
    /// - Parameters:
    ///   - scheme: the primary custom scheme (not `http` or `https`), the one links are written in.
    ///   - alternateSchemes: other custom schemes accepted when resolving.
    ///   - universalLinkHosts: the hosts accepted over `https`; the first is a screen's web page.
    ///   - activityType: the app's own user activity type (listed in its
    ///     `NSUserActivityTypes`), whose `userInfo` holds a link; `nil` for none.
    ///   - linkKey: the key of a link in a notification's payload or an activity's `userInfo`.
    public init(
        scheme: String, alternateSchemes: [String] = [], universalLinkHosts: [String] = [],
        activityType: String? = nil, linkKey: String = "link"
    ) {
        entries = EntryPoints(activityType: activityType, linkKey: linkKey)
        self.scheme = scheme.lowercased()
        schemes = ([scheme] + alternateSchemes).map { $0.lowercased() }
        hosts = universalLinkHosts.map { $0.lowercased() }
    }

    /// Adds a custom converter, usable by patterns registered after it.
    /// - Throws: `invalidConverter` for a name that is not an identifier or is taken.
    public mutating func register<Value>(_ converter: DeepLinkConverter<Value>)
        throws(RoutingError)
    {
        guard TemplateSyntax.isIdentifier(Substring(converter.name)) else {
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
    /// - Throws: `invalidTemplate`, `unknownConverter`, or `ambiguousPattern` when a registered
    ///   pattern has the same literals, placeholder types and query declarations.
    public mutating func register(_ pattern: DeepLinkPattern<R>) throws(RoutingError) {
        try trie.insert(RegisteredPattern(pattern, converters: converters))
        if let key = pattern.key {
            patternsByKey[key.hash, default: []].append(trie.patterns.count - 1)
            if patternsByKey.count == 1 { routeKey = key.route }
        } else {
            unkeyedPatterns.append(trie.patterns.count - 1)
        }
    }

    /// The route a link from outside the app leads to, and what its pattern declares (a
    /// restoration-only pattern never answers).
    /// - Throws: a ``RoutingError`` saying why the link cannot be opened; never crashes.
    public func resolve(_ url: String) throws(RoutingError) -> DeepLinkMatch<R> {
        try resolve(url, restoring: false)
    }

    /// The route `url` leads to; restoration-only patterns answer when `restoring`.
    package func resolve(_ url: String, restoring: Bool) throws(RoutingError) -> DeepLinkMatch<R> {
        let link = try IncomingLink(url, schemes: schemes, hosts: hosts)
        let (pattern, route) = try trie.match(link, restoring: restoring)
        // Always an `R` (boxed at registration): `as!`, as in `RegisteredPattern`.
        return DeepLinkMatch(route: route as! R, template: pattern.template)
    }

    /// The registered patterns, in registration order: what RoutingTools writes files from.
    package var registeredPatterns: [RegisteredPattern] { trie.patterns }

    /// A route's canonical URL, `rootswitch://items/42`: ``path(for:)`` after the primary scheme.
    /// - Throws: as ``path(for:)``.
    public func url(for route: R) throws(RoutingError) -> String {
        url(of: try path(for: route))
    }

    /// The URL of a path from its leading `/`, on the primary scheme.
    package func url(of path: String) -> String {
        "\(scheme)://\(path.dropFirst())"
    }

    /// A route's canonical link from its path's leading `/`: `/items/42`, `/search?q=a%20b`, `/`.
    /// The first pattern whose reverse closure takes the route writes it (asking only those of
    /// the route's ``DeepLinkKeyed`` key and those of none); it is never resolved back, so that it
    /// leads back to the route is the patterns' contract, for tests to check.
    /// - Throws: `unroutable` when no pattern takes the route, `invalidParameter` when its
    ///   parameters do not fit the template.
    public func path(for route: R) throws(RoutingError) -> String {
        try writer(of: route).path
    }

    /// Where a link to `route` lands: the landing of the pattern that writes its link; `nil` when
    /// no pattern writes one.
    public func landing(of route: R) -> LinkLanding<R>? {
        // Always an `R`'s landing (boxed at registration): `as!`, as for routes.
        (try? writer(of: route)).map { $0.pattern.landing as! LinkLanding<R> }
    }

    /// The pattern that writes `route`'s link, and the link's path.
    private func writer(of route: R) throws(RoutingError) -> (
        pattern: RegisteredPattern, path: String
    ) {
        let keyed = patternsByKey.isEmpty ? [] : patternsByKey[routeKey(route)] ?? []
        let route: any Sendable = route
        let candidates =
            keyed.isEmpty
            ? unkeyedPatterns : unkeyedPatterns.isEmpty ? keyed : (keyed + unkeyedPatterns).sorted()
        var failure: RoutingError?
        for index in candidates {
            guard let parameters = trie.patterns[index].parameters(route) else { continue }
            do throws(RoutingError) {
                return (trie.patterns[index], try trie.patterns[index].path(with: parameters))
            } catch {
                failure = failure ?? error
            }
        }
        throw failure ?? RoutingError(.unroutable, reason: "no pattern produces this route")
    }

}
