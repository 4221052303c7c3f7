import Analytics
import Foundation
import FuzzSupport
import Main
import Routing
import RoutingScenes
import RoutingTesting
import Synchronization
import TestSupport

/// One scene's saved bytes in a fresh in-memory storage, with a restoration over it that
/// records its analytics and every question its validator was asked.
///
/// The validator refuses items whose id is a multiple of 3 and searches whose query has an
/// odd number of characters, so the fuzzer reaches both verdicts.
struct SavedNavigation {
    static let user = "fuzz-user-7f3a"
    static let scene = SceneID(1)
    /// Main's navigation as it starts: the saved tabs are matched to these.
    static let blank = try! Navigation<MainRoute>(tabs: MainTab.allCases.map(\.root))

    let data: Data
    let storage = InMemorySceneStorage()
    let analytics = RecordingAnalytics()
    let asked = AskedRoutes()

    init(_ data: Data) {
        self.data = data
        storage.save(data, for: Self.scene)
    }

    /// Main's links, as the App writes them: what each route is saved as (Main declares them
    /// on the main actor; libFuzzer calls the entry on the main thread).
    static let links: DeepLinkTable<MainRoute> = MainActor.assumeIsolated {
        var table = DeepLinkTable<MainRoute>(scheme: "rootswitch")
        for pattern in MainFeature.deepLinks { try! table.register(pattern) }
        return table
    }

    var restoration: NavigationRestoration<MainRoute> {
        let asked = asked
        return NavigationRestoration(storage: storage, links: Self.links, analytics: analytics) {
            route in
            asked.routes.withLock { $0.append(route) }
            return !Self.refuses(route)
        }
    }

    static func refuses(_ route: MainRoute) -> Bool {
        switch route {
        case .item(let id): id % 3 == 0
        case .searchResults(let query): query.count % 2 == 1
        default: false
        }
    }
}

/// The routes a validator was asked about, in order.
final class AskedRoutes: Sendable {
    let routes = Mutex<[MainRoute]>([])
}
