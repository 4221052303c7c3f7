public import Routing

/// A route of a linked feature (see ``LinkedFeatureEntry``), as the App's deep-link table,
/// snapshots and saved navigation see it: the feature it belongs to and the route's canonical
/// link, which the feature's own patterns resolve back to its route.
public struct LinkedRoute: Route, CustomStringConvertible {
    /// The name of the feature's type, such as `WalletFeature`.
    public let feature: String
    /// The route's canonical link, such as `rootswitch://wallet`; `nil` for a route the
    /// feature gives no link (it cannot be opened or saved).
    public let link: String?
    /// The route's URL path, such as `/wallet`.
    public let description: String

    /// Wraps a route of `feature`, given its link and its URL path.
    init(feature: String, link: String?, path: String) {
        self.feature = feature
        self.link = link
        description = path
    }
}
