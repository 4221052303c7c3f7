/// A route type whose values say which deep-link pattern gives their URL, so that
/// ``DeepLinkTable/url(for:)`` goes straight to that pattern instead of trying every pattern
/// in turn: its cost then stays the same however many patterns the table holds.
///
/// The key is usually the route's case, and each pattern declares the key of the routes it
/// produces (``DeepLinkPattern/init(_:key:requirement:policy:route:parameters:)``):
///
/// ```swift
/// enum ShopRoute: DeepLinkKeyed {
///     case home
///     case item(id: Int)
///
///     enum DeepLinkKey { case home, item }
///     var deepLinkKey: DeepLinkKey {
///         switch self {
///         case .home: .home
///         case .item: .item
///         }
///     }
/// }
///
/// let itemPattern = DeepLinkPattern<ShopRoute>(
///     "items/<int:id>", key: .item,
///     route: { p in .item(id: try p.int("id")) },
///     parameters: { route in
///         guard case .item(let id) = route else { return nil }
///         return ["id": id]
///     }
/// )
/// ```
///
/// Patterns registered without a key (and patterns lifted with ``DeepLinkPattern/map(_:reverse:)``)
/// are still tried for every route, in registration order among the keyed ones.
public protocol DeepLinkKeyed: Route {
    /// What tells the patterns of this route type apart, such as a case without its values.
    associatedtype DeepLinkKey: Hashable & Sendable
    /// The key of the pattern that gives this route's URL.
    var deepLinkKey: DeepLinkKey { get }
}
