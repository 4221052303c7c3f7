import Analytics
import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport

/// A route type of the tests, with the deep-link table its routes are saved as.
protocol SavedRoute: Route {
    static var links: DeepLinkTable<Self> { get }
}

/// The routes of the app under test, each with a link. Its tabs are `home`, `search` and
/// `profile` (``RestorationFixture/tabs``).
enum RestoreRoute: SavedRoute {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
}

/// The same routes as saved by an older build that also had `legacy` (`legacy/CODE`) and an
/// `offers` tab: state saved with them holds links the current build no longer resolves.
enum OldRestoreRoute: SavedRoute {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
    case legacy(code: String)
    case offers
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
        RestorationFixture.pattern("offers", .offers),
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

/// A restoration over in-memory storage, a recorder and a fixed clock, whose validator
/// refuses the routes in `deleted`, restoring with `policy`.
struct RestorationHarness<R: SavedRoute> {
    let storage: InMemorySceneStorage
    let analytics = RecordingAnalytics()
    let restoration: NavigationRestoration<R>

    init(
        _ route: R.Type, links: DeepLinkTable<R> = R.links, deleted: Set<R> = [],
        storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix
    ) {
        self.init(route, links: links, storage: storage, policy: policy) { !deleted.contains($0) }
    }

    /// A restoration whose validator is `validator`.
    init(
        _ route: R.Type, links: DeepLinkTable<R> = R.links,
        storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix,
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.storage = storage
        restoration = NavigationRestoration(
            storage: storage, links: links, analytics: analytics,
            now: { Date(timeIntervalSince1970: 1_700_000_000) }, policy: policy,
            validator: validator)
    }

    /// Saves `screens` for Alice in the fixture's scene.
    func save(_ screens: Screens<R>) throws {
        try restoration.save(
            screens.navigation(), for: RestorationFixture.scene, user: RestorationFixture.alice)
    }

    /// Restores Alice's navigation of the fixture's scene onto `blank`.
    func restore(onto blank: Navigation<R>) async -> RestorationResult<R> {
        await restoration.restore(
            RestorationFixture.scene, for: RestorationFixture.alice, onto: blank)
    }

    /// Loads Alice's navigation of the fixture's scene onto `blank`, for a first frame.
    func load(onto blank: Navigation<R>) -> RestorationResult<R> {
        restoration.load(RestorationFixture.scene, for: RestorationFixture.alice, onto: blank)
    }
}

extension RestorationHarness where R == RestoreRoute {
    init(
        deleted: Set<RestoreRoute> = [], storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix
    ) {
        self.init(RestoreRoute.self, deleted: deleted, storage: storage, policy: policy)
    }

    init(
        storage: InMemorySceneStorage = InMemorySceneStorage(),
        policy: RestorationPolicy = .longestValidPrefix,
        validator: @escaping @Sendable (RestoreRoute) async -> Bool
    ) {
        self.init(RestoreRoute.self, storage: storage, policy: policy, validator: validator)
    }

    /// Restores Alice's navigation of the fixture's scene onto the app's three tabs.
    func restoreTabs() async -> RestorationResult<RestoreRoute> {
        await restore(onto: RestorationFixture.tabs)
    }

    /// Restores Alice's navigation of the fixture's scene onto one stack rooted at `home`.
    func restoreSingle() async -> RestorationResult<RestoreRoute> {
        await restore(onto: Navigation(root: .home))
    }
}

/// Values shared by the restoration tests.
enum RestorationFixture {
    static let scene = SceneID(1)
    static let alice = "user-alice-7f3a"
    static let bob = "user-bob-19c2"

    /// The app's tabs as a scene starts: `home` selected, `search`, `profile`.
    static let tabs = try! Navigation<RestoreRoute>(tabs: [.home, .search, .profile])

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

    /// A file as another build or a hand writes it: `payload` (JSON) saved for `user` at
    /// noon on 24 November 2026, in schema `version`.
    static func file(_ payload: String, version: Int = 4, user: String = alice) -> Data {
        Data(
            """
            {"schemaVersion":\(version),"userID":"\(user)","savedAt":"2026-11-24T12:00:00Z",\
            "payload":\(payload)}
            """.utf8)
    }
}
