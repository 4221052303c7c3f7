public import Analytics
public import FeatureShell
public import Networking
import Routing

/// What the App gives a linked feature's dependencies: the same analytics, work tracker and
/// backend client as every feature, and the signed-in session's token (never print it).
public struct LinkedFeatureContext: Sendable {
    /// Where the feature's events go.
    public let analytics: any AnalyticsClient
    /// Tracks the work the feature's actions start, so the App can wait for it.
    public let work: BackgroundWork
    /// Speaks the backend contract.
    public let http: any HTTPClient
    /// The signed-in session's bearer token, for authenticated requests.
    public let token: String
}

/// One feature the signed-in app opens by a deep link and shows over Main until the user
/// leaves it (a ``LinkedFeature``): its links join the App's table, and its flow covers the
/// scene that opened the link. The App composes every entry of ``all`` the same way.
///
/// ```swift
/// LinkedFeatureEntry(WalletFeature.self) { .init(analytics: $0.analytics, work: $0.work) }
/// ```
@MainActor
public struct LinkedFeatureEntry {
    /// The feature type's name, which tags its routes.
    public let name: String
    /// The templates of the feature's deep links, such as `wallet`.
    public let linkTemplates: [String]
    let registerLinks: (inout DeepLinkTable<AppRoute>) throws(RoutingError) -> Void
    let makeFlow: (LinkedFeatureContext, @escaping @MainActor () -> Void) -> LinkedFlow

    /// Describes a linked feature.
    /// - Parameters:
    ///   - feature: the feature's type.
    ///   - dependencies: builds what the feature needs from what the App gives.
    public init<Feature: LinkedFeature>(
        _ feature: Feature.Type,
        dependencies: @escaping @MainActor (LinkedFeatureContext) -> Feature.Dependencies
    ) {
        let name = String(describing: feature)
        self.name = name
        linkTemplates = Feature.deepLinks.map(\.template)
        // The feature's own table: a route's link is written and read back through it. A
        // pattern it refuses, the App's table refuses too, and reports (registerLinks).
        var own = AppRoute.emptyTable(of: Feature.FeatureRoute.self)
        for pattern in Feature.deepLinks { try? own.register(pattern) }
        let lift: @Sendable (Feature.FeatureRoute) -> AppRoute = { [own] route in
            .linked(
                LinkedRoute(feature: name, link: try? own.url(for: route), path: route.description))
        }
        let lower: @Sendable (AppRoute) -> Feature.FeatureRoute? = { [own] route in
            guard let linked = route.linked, linked.feature == name, let link = linked.link else {
                return nil
            }
            return try? own.resolve(link).route
        }
        registerLinks = { (table: inout DeepLinkTable<AppRoute>) throws(RoutingError) in
            for pattern in Feature.deepLinks {
                try table.register(pattern.map(lift, reverse: lower))
            }
        }
        makeFlow = { context, onFinished in
            let flow = Feature(dependencies(context)).makeCoordinator(onFinished: onFinished)
            return LinkedFlow(
                feature: name, coordinator: flow,
                content: FlowContent(flow: flow, lift: lift, lower: lower),
                navigation: { flow.navigator.state.map(lift) },
                restore: { saved in
                    guard let lowered = saved.compactMap(lower) else { return }
                    flow.navigator.apply(.restore(lowered))
                })
        }
    }
}

/// A linked feature's flow in one scene: its coordinator, and what the scene shows of it.
@MainActor
struct LinkedFlow {
    let feature: String
    let coordinator: any Coordinator
    let content: any SceneContent
    /// The feature's navigation, as app routes.
    let navigation: @MainActor () -> Navigation<AppRoute>
    /// Restores the feature's navigation to `saved` (the routes it lowers back), in one change.
    let restore: @MainActor (_ saved: Navigation<AppRoute>) -> Void
}
