import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// The saved navigation read at once for the first frame (`load`), then checked by the
/// validator in the background (`validate`): together they give what `restore` gives.
@Suite struct NavigationRestorationFirstFrameTests {
    typealias Fixture = RestorationFixture

    static let saved = Screens<RestoreRoute>(
        selected: .search, .tab([.home, .item(id: 1)]),
        .tab([.search, .item(id: 4), .review(id: 4)], .sheet([.about])), .tab([.profile]))

    @Test func loadShowsTheSavedNavigationWithoutAskingTheValidator() throws {
        let asked = Mutex<[RestoreRoute]>([])
        let storage = InMemorySceneStorage()
        let analytics = RecordingAnalytics()
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: storage, links: RestoreRoute.links, analytics: analytics
        ) { route in
            asked.withLock { $0.append(route) }
            return route != .item(id: 4)
        }
        try restoration.save(Self.saved.navigation(), for: Fixture.scene, user: Fixture.alice)

        let loaded = restoration.load(Fixture.scene, for: Fixture.alice, onto: Fixture.tabs)

        #expect(loaded.navigation?.screens == Self.saved)
        #expect(loaded.dropped.isEmpty)
        #expect(asked.withLock { $0 }.isEmpty)
        #expect(analytics.names == ["navigation_restored"])
    }

    @Test func validateLeavesOutWhatTheValidatorRefusesAsRestoreDoes() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 4)])
        try harness.save(Self.saved)
        let loaded = try #require(harness.load(onto: Fixture.tabs).navigation)

        let validated = await harness.restoration.validate(loaded, onto: Fixture.tabs)
        let restored = await harness.restoreTabs()

        let expected = Screens<RestoreRoute>(
            selected: .search, .tab([.home, .item(id: 1)]), .tab([.search]), .tab([.profile]))
        #expect(validated.navigation?.screens == expected)
        #expect(restored.navigation?.screens == expected)
        // `validate` reads routes, not a file: it names each by its description.
        #expect(
            validated.dropped == [
                RestorationDrop("tabs[1].stack[1]", .invalid, entry: "item(id: 4)"),
                RestorationDrop("tabs[1].stack[2]", .unreachable, entry: "review(id: 4)"),
                RestorationDrop("tabs[1].presented[0]", .unreachable),
            ])
        #expect(restored.dropped.map(\.path) == validated.dropped.map(\.path))
    }

    @Test func validatingANavigationWithNothingRefusedChangesNothing() async throws {
        let harness = RestorationHarness()
        let validated = await harness.restoration.validate(
            try Self.saved.navigation(), onto: Fixture.tabs)
        #expect(validated.navigation?.screens == Self.saved)
        #expect(validated.dropped.isEmpty)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func loadRefusesAnotherUsersNavigationAndCorruptData() throws {
        let harness = RestorationHarness()
        try harness.restoration.save(
            Self.saved.navigation(), for: Fixture.scene, user: Fixture.bob)
        let other = harness.load(onto: Fixture.tabs)
        #expect(other.navigation == nil)
        #expect(other.failure?.code == .otherUser)
        #expect(harness.storage.load(Fixture.scene) != nil)

        harness.storage.save(Data("{not json".utf8), for: Fixture.scene)
        let corrupt = harness.load(onto: Fixture.tabs)
        #expect(corrupt.navigation == nil)
        #expect(corrupt.failure?.code == .unreadable)
        #expect(harness.storage.load(Fixture.scene) == nil)
        #expect(harness.storage.setAsideData(for: Fixture.scene) == Data("{not json".utf8))
    }

    @Test func loadLeavesOutWhatNoLongerResolves() throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(Screens(.tab([.home, .legacy(code: "x"), .item(id: 2)]), .tab([.search])))
        let harness = RestorationHarness(storage: old.storage)

        let loaded = harness.load(onto: Fixture.tabs)

        #expect(
            loaded.navigation?.screens == Screens(.tab([.home]), .tab([.search]), .tab([.profile])))
        #expect(
            loaded.dropped == [
                RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("tabs[0].stack[2]", .unreachable, entry: "test://items/2"),
            ])
    }
}
