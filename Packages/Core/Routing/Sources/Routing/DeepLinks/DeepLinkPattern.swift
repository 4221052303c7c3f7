/// One deep-link pattern: a template, what the link needs, what it does on screen, and the
/// two conversions between its parameters and a route.
///
/// Template syntax (checked when the pattern is registered on a ``DeepLinkTable``):
/// - Path segments separated by `/`, no leading or trailing slash. A segment is a literal
///   (`items`, matched exactly and case-sensitively against the decoded segment) or a whole
///   placeholder: `<int:id>`, `<uuid:id>`, `<float:x>`, `<string:name>` (same as `<name>`),
///   a custom converter `<slug:s>`, or `<path:rest>` (one or more remaining segments, joined
///   by `/`; last segment only).
/// - Declared query items after `?`, joined by `&`, each `key=<type:name>`. An item is
///   required unless followed by `?`: `search?q=<q>&page=<int:page>?` needs `q`, and
///   `page` may be absent. Query items the template does not declare are ignored.
///
/// ```swift
/// let itemPattern = DeepLinkPattern<MainRoute>(
///     "items/<int:id>",
///     requirement: .signedIn,
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
    /// What a link needs before it opens.
    public let requirement: DeepLinkRequirement
    /// What opening a link does to what is on screen.
    public let policy: DeepLinkPolicy
    let route: @Sendable (DeepLinkParameters) throws -> R
    let parameters: @Sendable (R) -> DeepLinkParameters?
    /// The hash of the key ``DeepLinkTable/path(for:)`` finds this pattern by, and how it
    /// hashes a route's key; `nil` for a pattern tried for every route.
    private(set) var key: (hash: Int, route: @Sendable (R) -> Int)? = nil
    /// Whether the pattern only reads saved navigation back (see ``restorationOnly()``).
    public private(set) var isRestorationOnly = false

    /// Creates a pattern.
    /// - Parameters:
    ///   - template: the template, e.g. `items/<int:id>`.
    ///   - requirement: what a link needs before it opens; `.none` by default.
    ///   - policy: what opening it does to the screen; `.rebuildStack` by default.
    ///   - route: builds the route from the typed parameters. A thrown error makes the
    ///     table try the next candidate pattern, and is reported if none matches.
    ///   - parameters: the reverse: the parameters for a route this pattern produces, or
    ///     `nil` for any other route.
    public init(
        _ template: String,
        requirement: DeepLinkRequirement = .none,
        policy: DeepLinkPolicy = .rebuildStack,
        route: @escaping @Sendable (DeepLinkParameters) throws -> R,
        parameters: @escaping @Sendable (R) -> DeepLinkParameters?
    ) {
        self.template = template
        self.requirement = requirement
        self.policy = policy
        self.route = route
        self.parameters = parameters
    }

    /// Lifts a feature's pattern into the app's route type.
    ///
    /// ```swift
    /// let appPattern = mainPattern.map(AppRoute.main) { route in
    ///     guard case .main(let main) = route else { return nil }
    ///     return main
    /// }
    /// ```
    /// - Parameters:
    ///   - forward: wraps this pattern's route.
    ///   - reverse: unwraps a route this pattern can produce, `nil` for any other.
    /// - Returns: the same template, requirement and policy over the new route type.
    public func map<T: Route>(
        _ forward: @escaping @Sendable (R) -> T,
        reverse: @escaping @Sendable (T) -> R?
    ) -> DeepLinkPattern<T> {
        let route = self.route
        let parameters = self.parameters
        var lifted = DeepLinkPattern<T>(
            template,
            requirement: requirement,
            policy: policy,
            route: { forward(try route($0)) },
            parameters: { reverse($0).flatMap(parameters) }
        )
        lifted.isRestorationOnly = isRestorationOnly
        return lifted
    }

    /// The same pattern, restoration-only: it writes and reads back the route's link in saved
    /// navigation, but never opens a link from outside the app (``DeepLinkTable/resolve(_:)``
    /// and so ``DeepLinkGate`` refuse it as `no_match`), and the apple-app-site-association
    /// file leaves it out. For a screen that should come back after a relaunch but must
    /// never be opened by a link, such as a payment step.
    ///
    /// ```swift
    /// let payment = DeepLinkPattern<ShopRoute>(
    ///     "checkout/payment", route: { _ in .payment }, parameters: { $0 == .payment ? [:] : nil }
    /// ).restorationOnly()
    /// ```
    public func restorationOnly() -> DeepLinkPattern<R> {
        var pattern = self
        pattern.isRestorationOnly = true
        return pattern
    }
}

extension DeepLinkPattern where R: DeepLinkKeyed {
    /// Creates a pattern that ``DeepLinkTable/url(for:)`` finds by its key, without trying the
    /// other patterns.
    /// - Parameters:
    ///   - template: the template, e.g. `items/<int:id>`.
    ///   - key: the ``DeepLinkKeyed/deepLinkKey`` of every route this pattern produces.
    ///   - requirement: what a link needs before it opens; `.none` by default.
    ///   - policy: what opening it does to the screen; `.rebuildStack` by default.
    ///   - route: builds the route from the typed parameters.
    ///   - parameters: the reverse: the parameters for a route this pattern produces, or
    ///     `nil` for any other route.
    public init(
        _ template: String,
        key: R.DeepLinkKey,
        requirement: DeepLinkRequirement = .none,
        policy: DeepLinkPolicy = .rebuildStack,
        route: @escaping @Sendable (DeepLinkParameters) throws -> R,
        parameters: @escaping @Sendable (R) -> DeepLinkParameters?
    ) {
        self.init(
            template, requirement: requirement, policy: policy, route: route,
            parameters: parameters)
        self.key = (key.hashValue, { $0.deepLinkKey.hashValue })
    }
}
