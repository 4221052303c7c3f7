/// A feature's one public entry: built from its dependencies, it builds its coordinator (by a
/// factory of its own, since where one starts and what it reports differ per feature), and
/// reports outcomes (signed in, signed out) through closures the App wires: features never
/// import each other. Its deep links belong to the type, since the App builds its link table
/// at launch, before it can create a feature that needs a signed-in user.
///
/// ```swift
/// let auth = AuthFeature(dependencies)
/// for pattern in AuthFeature.deepLinks {
///     try table.register(pattern.map(AppRoute.auth, reverse: \.auth))
/// }
/// let coordinator = auth.makeCoordinator(start: .intro) { session in store.save(session) }
/// ```
@MainActor
public protocol FeatureAPI {
    /// The feature's routes. Each route's `description` is its URL path (`/items/42`), the
    /// same path its deep link uses when it has one; the App prints it in snapshots.
    associatedtype FeatureRoute: Route & CustomStringConvertible

    /// The deep links this feature answers.
    static var deepLinks: [DeepLinkPattern<FeatureRoute>] { get }

    /// What restoring this feature's saved navigation keeps when some entries are no longer
    /// valid: ``RestorationPolicy/longestValidPrefix`` unless the feature says otherwise. The
    /// App gives it to the `NavigationRestoration` of the navigation the feature owns.
    static var restorationPolicy: RestorationPolicy { get }
}

extension FeatureAPI {
    /// A table of the feature's own ``deepLinks``, for its navigator to find where a route
    /// lands (``Navigator/open(_:)``) and to write a route's path. A pattern the table refuses
    /// is left out here; the App's table refuses it too, and says why, when it starts.
    public static var links: DeepLinkTable<FeatureRoute> {
        var table = DeepLinkTable<FeatureRoute>(scheme: "feature")
        for pattern in deepLinks { try? table.register(pattern) }
        return table
    }

    /// ``RestorationPolicy/longestValidPrefix``: a feature's screens usually build on the one
    /// before them.
    public static var restorationPolicy: RestorationPolicy { .longestValidPrefix }
}
