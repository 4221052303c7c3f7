import Analytics
import Foundation
import FuzzSupport
import Main
import Routing
import RoutingScenes

/// What must hold for any bytes read back as a scene's saved navigation, through `load`, the
/// async `restore` and `validate`, as `NavigationRestoration` documents them:
///
/// - refused data restores nothing, with a documented code; corrupt data is set aside, another
///   user's is left in place; a restored state was saved for this user with this schema;
/// - what is restored is showable: at least one tab, each once, the selected one among them,
///   every stack and presented layer non-empty, no route the validator refused;
/// - the validator is asked about each distinct route once at most;
/// - `restore` equals `load` followed by `validate`;
/// - each call reports one analytics event, counts and codes only, and no reason or event
///   holds the user's identifier;
/// - a restored state, saved again, reads back the same (see ``checkReadsBack(_:)``).
enum RestorationProperties {
    static func check(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let loading = SavedNavigation(data)
        let loaded = loading.restoration.load(
            SavedNavigation.scene, for: SavedNavigation.user, onto: SavedNavigation.blank)
        checkOutcome(loaded, of: loading)
        Property.require(loading.asked.routes.withLock { $0.isEmpty }, "load asked the validator")
        if let state = loaded.navigation {
            checkShowable(state, validated: false)
            checkReadsBack(state)
        }

        let restoring = SavedNavigation(data)
        let restoration = restoring.restoration
        let restored = waitFor {
            await restoration.restore(
                SavedNavigation.scene, for: SavedNavigation.user, onto: SavedNavigation.blank)
        }
        checkOutcome(restored, of: restoring)
        checkAskedOnce(restoring.asked)
        if let state = restored.navigation { checkShowable(state, validated: true) }
        Property.require(
            loaded.failure?.code == restored.failure?.code,
            "load failed with \(String(describing: loaded.failure)), restore with "
                + String(describing: restored.failure))

        let validating = SavedNavigation(data)
        let validation = validating.restoration
        if let shown = loaded.navigation {
            let validated = waitFor {
                await validation.validate(shown, onto: SavedNavigation.blank)
            }
            checkAskedOnce(validating.asked)
            Property.require(
                validated.navigation == restored.navigation,
                "load then validate gives \(String(describing: validated.navigation)), restore "
                    + String(describing: restored.navigation))
        } else {
            Property.require(restored.navigation == nil, "restore found a state load did not")
        }
    }

    private static func checkOutcome(
        _ result: RestorationResult<MainRoute>, of saved: SavedNavigation
    ) {
        let stored = saved.storage.load(SavedNavigation.scene)
        let setAside = saved.storage.setAsideData(for: SavedNavigation.scene)
        let events = saved.analytics.events
        Property.require(events.count == 1, "one call reported \(events)")
        if let failure = result.failure {
            let corrupt: Set<RoutingError.Code> = [.unreadable, .wrongShape, .unsupportedVersion]
            Property.require(
                corrupt.contains(failure.code) || failure.code == .otherUser,
                "undocumented failure \(failure)")
            Property.require(
                result.navigation == nil && result.dropped.isEmpty, "a refusal restored something")
            let isCorrupt = corrupt.contains(failure.code)
            Property.require(
                stored == (isCorrupt ? nil : saved.data)
                    && setAside == (isCorrupt ? saved.data : nil),
                "\(failure.code): the saved bytes were \(isCorrupt ? "not " : "")set aside")
            Property.require(
                !failure.reason.contains(SavedNavigation.user), "the reason names the user")
            Property.require(
                events.first?.name == "navigation_restore_failed"
                    && events.first?.properties["reason"] == failure.code.rawValue
                    && events.first?.properties["set_aside"] == String(isCorrupt),
                "\(failure.code) reported as \(events)")
        } else {
            Property.require(setAside == nil, "readable bytes set aside")
            Property.require(stored == saved.data, "readable bytes moved")
            Property.require(
                events.first?.name == "navigation_restored"
                    && events.first?.properties["dropped"] == String(result.dropped.count),
                "\(result.dropped.count) left out, reported as \(events)")
            let paths = result.dropped.map(\.path)
            Property.require(Set(paths).count == paths.count, "a path dropped twice: \(paths)")
            if result.navigation != nil { checkHeader(saved.data) }
        }
        for event in events {
            Property.require(
                Set(event.properties.keys).isSubset(of: ["scene", "dropped", "reason", "set_aside"])
                    && !event.properties.values.contains { $0.contains(SavedNavigation.user) },
                "the event \(event) says more than counts and codes")
        }
    }

    /// A state saved is what loading reads back: each route's link resolves to the route, and
    /// nothing is left out.
    private static func checkReadsBack(_ state: Navigation<MainRoute>) {
        let saved = SavedNavigation(Data())
        let restoration = saved.restoration
        do {
            try restoration.save(state, for: SavedNavigation.scene, user: SavedNavigation.user)
        } catch {
            Property.require(false, "could not save \(state): \(error)")
        }
        let reloaded = restoration.load(
            SavedNavigation.scene, for: SavedNavigation.user, onto: SavedNavigation.blank)
        Property.require(
            reloaded.navigation == state && reloaded.dropped.isEmpty && reloaded.failure == nil,
            "saved \(state), read back \(String(describing: reloaded.navigation)), left out "
                + "\(reloaded.dropped), failure \(String(describing: reloaded.failure))")
    }

    /// A restored state was saved for this user, with a schema this build reads.
    private static func checkHeader(_ data: Data) {
        let header = header(of: data)
        Property.require(
            header?.userID == SavedNavigation.user && header?.schemaVersion == 4,
            "restored a state whose header is \(String(describing: header))")
    }

    private struct Header: Decodable {
        let schemaVersion: Int
        let userID: String
    }

    private static func header(of data: Data) -> Header? {
        try? JSONDecoder().decode(Header.self, from: data)
    }

    private static func checkAskedOnce(_ asked: AskedRoutes) {
        let routes = asked.routes.withLock { $0 }
        Property.require(Set(routes).count == routes.count, "asked more than once: \(routes)")
    }

    private static func checkShowable(_ state: Navigation<MainRoute>, validated: Bool) {
        let tabs = state.tabRoots
        Property.require(!tabs.isEmpty, "restored no tab")
        Property.require(Set(tabs).count == tabs.count, "a tab restored twice: \(tabs)")
        Property.require(
            state.tabs.indices.contains(state.selectedIndex), "selected \(state.selectedIndex)")
        let stacks = state.tabs.flatMap(\.stacks).map(\.routes)
        Property.require(!stacks.contains { $0.isEmpty }, "an empty stack in \(state)")
        Property.require(
            state.tabs.allSatisfy { $0.routeCount <= Navigation<MainRoute>.maximumRoutes },
            "a tab past the limit in \(state)")
        guard validated else { return }
        let refused = stacks.joined().filter(SavedNavigation.refuses)
        Property.require(refused.isEmpty, "restored \(refused), which the validator refused")
    }
}
