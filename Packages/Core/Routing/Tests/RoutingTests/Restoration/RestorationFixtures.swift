import Analytics
import Foundation
import Routing
import RoutingTesting
import TestSupport

/// A route type of the tests, with the deep-link table its routes are saved as.
protocol SavedRoute: Route {
    static var links: DeepLinkTable<Self> { get }
}

/// The routes of the app under test, each with a link.
enum RestoreRoute: SavedRoute {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
}

/// The same routes as saved by an older build that also had `legacy` (`legacy/CODE`): state
/// saved with it holds a link the current build no longer resolves.
enum OldRestoreRoute: SavedRoute {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
    case legacy(code: String)
}

extension RestoreRoute {
    static let links = RestorationFixture.table(patterns)
    static let patterns: [DeepLinkPattern<RestoreRoute>] = [
        RestorationFixture.pattern("home", .home), RestorationFixture.pattern("search", .search),
        RestorationFixture.pattern("profile", .profile),
        RestorationFixture.pattern("settings", .settings),
        RestorationFixture.pattern("about", .about),
        RestorationFixture.pattern(
            "items/<int:id>", { .item(id: try $0.int("id")) },
            { if case .item(let id) = $0 { ["id": id] } else { nil } }),
        RestorationFixture.pattern(
            "reviews/<int:id>", { .review(id: try $0.int("id")) },
            { if case .review(let id) = $0 { ["id": id] } else { nil } }),
    ]
}

extension OldRestoreRoute {
    static let links = RestorationFixture.table(patterns)
    static let patterns: [DeepLinkPattern<OldRestoreRoute>] = [
        RestorationFixture.pattern("home", .home), RestorationFixture.pattern("search", .search),
        RestorationFixture.pattern("profile", .profile),
        RestorationFixture.pattern("settings", .settings),
        RestorationFixture.pattern("about", .about),
        RestorationFixture.pattern(
            "items/<int:id>", { .item(id: try $0.int("id")) },
            { if case .item(let id) = $0 { ["id": id] } else { nil } }),
        RestorationFixture.pattern(
            "reviews/<int:id>", { .review(id: try $0.int("id")) },
            { if case .review(let id) = $0 { ["id": id] } else { nil } }),
        RestorationFixture.pattern(
            "legacy/<code>", { .legacy(code: try $0.string("code")) },
            { if case .legacy(let code) = $0 { ["code": code] } else { nil } }),
    ]
}

/// The tabs of the app under test.
enum RestoreTab: String, Hashable, Sendable, Codable {
    case home, search, profile

    var root: RestoreRoute {
        switch self {
        case .home: .home
        case .search: .search
        case .profile: .profile
        }
    }
}

/// The tabs of an older build that also had `offers`.
enum OldRestoreTab: String, Hashable, Sendable, Codable {
    case home, search, profile, offers
}

/// A restoration over in-memory storage, a recorder and a fixed clock, whose validator
/// refuses the routes in `deleted`, restoring with `policy`.
struct RestorationHarness<R: SavedRoute> {
    let storage: InMemorySceneStorage
    let analytics = RecordingAnalytics()
    let restoration: NavigationRestoration<R>

    init(
        _ route: R.Type, deleted: Set<R> = [],
        storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix
    ) {
        self.storage = storage
        restoration = NavigationRestoration(
            storage: storage, links: R.links, analytics: analytics,
            now: { Date(timeIntervalSince1970: 1_700_000_000) }, policy: policy,
            validator: { !deleted.contains($0) })
    }
}

extension RestorationHarness where R == RestoreRoute {
    init(
        deleted: Set<RestoreRoute> = [], storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix
    ) {
        self.init(RestoreRoute.self, deleted: deleted, storage: storage, policy: policy)
    }
}

/// Values shared by the restoration tests.
enum RestorationFixture {
    static let scene = SceneID(1)
    static let alice = "user-alice-7f3a"
    static let bob = "user-bob-19c2"

    /// A table of `patterns` on the `test` scheme.
    static func table<R: Route>(_ patterns: [DeepLinkPattern<R>]) -> DeepLinkTable<R> {
        var table = DeepLinkTable<R>(scheme: "test")
        for pattern in patterns { try! table.register(pattern) }
        return table
    }

    /// The pattern of a route without values.
    static func pattern<R: Route>(_ template: String, _ route: R) -> DeepLinkPattern<R> {
        DeepLinkPattern(template, route: { _ in route }, parameters: { $0 == route ? [:] : nil })
    }

    /// The pattern of a route with values.
    static func pattern<R: Route>(
        _ template: String, _ route: @escaping @Sendable (DeepLinkParameters) throws -> R,
        _ parameters: @escaping @Sendable (R) -> DeepLinkParameters?
    ) -> DeepLinkPattern<R> {
        DeepLinkPattern(template, route: route, parameters: parameters)
    }

    /// Whether any recorded event mentions a user identifier.
    static func eventsMentionUsers(_ analytics: RecordingAnalytics) -> Bool {
        analytics.events.contains { event in
            event.properties.values.contains { $0.contains(alice) || $0.contains(bob) }
        }
    }
}
