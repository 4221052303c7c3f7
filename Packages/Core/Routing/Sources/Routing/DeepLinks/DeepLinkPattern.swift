/// A deep-link pattern: a template, where a link lands, and the conversions between
/// parameters and a route.
///
/// A template's segments, joined by `/`, are literals (`items`, compared exactly with the
/// decoded segment) or whole placeholders: `<int:id>`, `<uuid:id>`, `<float:x>`, `<string:s>`
/// (or `<s>`), a custom converter's `<slug:s>`, or, last, `<path:rest>` (what remains, joined by
/// `/`). Query items follow `?`, joined by `&`: `key=<type:name>`, optional with a `?` after it
/// (`search?q=<q>&page=<int:page>?`); a link's other query items are ignored.
///
/// ```swift
/// let itemPattern = DeepLinkPattern<MainRoute>(
///     "items/<int:id>",
///     landing: .tab(.home),
///     route: { p in .item(id: try p.int("id")) },
///     parameters: { route in
///         guard case .item(let id) = route else { return nil }
///         return ["id": id]
///     }
/// )
/// ```
public struct DeepLinkPattern<R: Route>: Sendable {
    /// The template, e.g. `items/<int:id>`.
    public let template: String
    /// Where a link's route lands (``Navigator/open(_:)``).
    public let landing: LinkLanding<R>
    let route: @Sendable (DeepLinkParameters) throws -> R
    let parameters: @Sendable (R) -> DeepLinkParameters?
    /// The hash of the key ``DeepLinkTable/path(for:)`` finds it by, and a route's key hash.
    private(set) var key: (hash: Int, route: @Sendable (R) -> Int)? = nil
    /// Whether only saved navigation opens it (see ``restorationOnly()``).
    public private(set) var isRestorationOnly = false

    /// Creates a pattern.
    /// - Parameters:
    ///   - template: the template, e.g. `items/<int:id>`.
    ///   - landing: where a link's route lands; the tab on screen when not said.
    ///   - route: builds the route from the typed parameters; an error it throws makes the
    ///     table try the next candidate pattern, and is reported if none matches.
    ///   - parameters: the parameters of a route this pattern produces, `nil` for any other.
    public init(
        _ template: String,
        landing: LinkLanding<R> = .selectedTab,
        route: @escaping @Sendable (DeepLinkParameters) throws -> R,
        parameters: @escaping @Sendable (R) -> DeepLinkParameters?
    ) {
        (self.template, self.landing) = (template, landing)
        (self.route, self.parameters) = (route, parameters)
    }

    /// A pattern of one route without values: a template without placeholders, and the route
    /// its links open.
    ///
    /// ```swift
    /// let cart = DeepLinkPattern<ShopRoute>("cart", landing: .tab(.cart), route: .cart)
    /// ```
    public init(_ template: String, landing: LinkLanding<R> = .selectedTab, route: R) {
        self.init(
            template, landing: landing, route: { _ in route },
            parameters: { $0 == route ? [:] : nil })
    }

    /// The same pattern over the app's route type, whose values `forward` makes and `reverse`
    /// takes apart (`nil` for a route this pattern does not produce).
    ///
    /// ```swift
    /// let appPattern = mainPattern.map(AppRoute.main) { route in
    ///     guard case .main(let main) = route else { return nil }
    ///     return main
    /// }
    /// ```
    public func map<T: Route>(
        _ forward: @escaping @Sendable (R) -> T,
        reverse: @escaping @Sendable (T) -> R?
    ) -> DeepLinkPattern<T> {
        let (route, parameters) = (self.route, self.parameters)
        var lifted = DeepLinkPattern<T>(
            template, landing: landing.map(forward),
            route: { forward(try route($0)) }, parameters: { reverse($0).flatMap(parameters) })
        lifted.isRestorationOnly = isRestorationOnly
        return lifted
    }

    /// The same pattern, restoration-only: saved navigation writes and reads its links back, but
    /// no link from outside opens it (`no_match`) and the apple-app-site-association file leaves
    /// it out. For a screen that comes back after a relaunch but no link opens: a payment step.
    ///
    /// ```swift
    /// let payment = DeepLinkPattern<ShopRoute>("checkout/payment", route: .payment)
    ///     .restorationOnly()
    /// ```
    public func restorationOnly() -> DeepLinkPattern<R> {
        var pattern = self
        pattern.isRestorationOnly = true
        return pattern
    }
}

extension DeepLinkPattern where R: DeepLinkKeyed {
    /// A pattern that ``DeepLinkTable/url(for:)`` finds by `key`, the ``DeepLinkKeyed/deepLinkKey``
    /// of the routes it produces (see ``init(_:landing:route:parameters:)``).
    public init(
        _ template: String,
        key: R.DeepLinkKey,
        landing: LinkLanding<R> = .selectedTab,
        route: @escaping @Sendable (DeepLinkParameters) throws -> R,
        parameters: @escaping @Sendable (R) -> DeepLinkParameters?
    ) {
        self.init(template, landing: landing, route: route, parameters: parameters)
        self.key = (key.hashValue, { $0.deepLinkKey.hashValue })
    }

    /// A pattern of one route without values, found by `key`
    /// (see ``init(_:landing:route:)``).
    public init(
        _ template: String, key: R.DeepLinkKey, landing: LinkLanding<R> = .selectedTab, route: R
    ) {
        self.init(
            template, key: key, landing: landing, route: { _ in route },
            parameters: { $0 == route ? [:] : nil })
    }
}
