import Analytics
import AnalyticsTesting
import Foundation
import Routing

/// The routes of the app under test.
enum RestoreRoute: Route {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
}

/// The same routes as saved by an older build that also had `legacy`: state saved with it
/// holds a case the current build no longer decodes.
enum OldRestoreRoute: Route {
    case home
    case search
    case profile
    case item(id: Int)
    case review(id: Int)
    case settings
    case about
    case legacy(code: String)
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
/// refuses the routes in `deleted`.
struct RestorationHarness<R: Route> {
    let storage: InMemorySceneStorage
    let analytics = RecordingAnalytics()
    let restoration: NavigationRestoration<R>

    init(
        _ route: R.Type, deleted: Set<R> = [],
        storage: InMemorySceneStorage = InMemorySceneStorage()
    ) {
        self.storage = storage
        restoration = NavigationRestoration(
            storage: storage, analytics: analytics,
            now: { Date(timeIntervalSince1970: 1_700_000_000) },
            validator: { !deleted.contains($0) })
    }
}

extension RestorationHarness where R == RestoreRoute {
    init(deleted: Set<RestoreRoute> = [], storage: InMemorySceneStorage = InMemorySceneStorage()) {
        self.init(RestoreRoute.self, deleted: deleted, storage: storage)
    }
}

/// Values shared by the restoration tests.
enum RestorationFixture {
    static let scene = SceneID(1)
    static let alice = "user-alice-7f3a"
    static let bob = "user-bob-19c2"

    /// Whether any recorded event mentions a user identifier.
    static func eventsMentionUsers(_ analytics: RecordingAnalytics) -> Bool {
        analytics.events.contains { event in
            event.properties.values.contains { $0.contains(alice) || $0.contains(bob) }
        }
    }
}
