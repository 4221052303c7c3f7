import Foundation
public import Routing

/// A route of a linked feature (see ``LinkedFeatureEntry``), as the App's deep-link table and
/// snapshots see it: the feature it belongs to, the route itself kept as its JSON, and its
/// URL path.
public struct LinkedRoute: Route, CustomStringConvertible {
    /// The name of the feature's type, such as `WalletFeature`.
    public let feature: String
    /// The route's URL path, such as `/wallet`.
    public let description: String
    /// The feature's route as JSON, so the App needs no case per feature.
    private let encoded: String

    /// Wraps `route` of `feature`.
    init<R: Route & CustomStringConvertible>(feature: String, route: R) {
        self.feature = feature
        description = route.description
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoded = (try? encoder.encode(route)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The feature's route, when this route is `feature`'s.
    func route<R: Route>(as type: R.Type, of feature: String) -> R? {
        guard feature == self.feature else { return nil }
        return try? JSONDecoder().decode(type, from: Data(encoded.utf8))
    }
}
