/// A route type whose values name the pattern that writes their URL, so that
/// ``DeepLinkTable/url(for:)`` asks that pattern (and those declaring no key) instead of every
/// pattern in turn: its cost then stays the same however many patterns the table holds. The
/// key is usually the route's case, and each pattern declares the key of the routes it produces
/// (``DeepLinkPattern/init(_:key:landing:route:parameters:)``); a pattern lifted with
/// ``DeepLinkPattern/map(_:reverse:)`` declares none.
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
/// ```
public protocol DeepLinkKeyed: Route {
    /// What tells the patterns of this route type apart, such as a case without its values.
    associatedtype DeepLinkKey: Hashable & Sendable
    /// The key of the pattern that gives this route's URL.
    var deepLinkKey: DeepLinkKey { get }
}
