import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// A navigation saved, then restored: unchanged when everything in it is still valid; with
/// the longest valid prefix of each stack otherwise, every entry left out reported.
@Suite struct NavigationRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func aStackAndItsLayersComeBackUnchanged() async throws {
        let harness = RestorationHarness()
        let saved = Screens<RestoreRoute>(
            [.home, .item(id: 1), .review(id: 1)], .sheet([.settings, .about]),
            .cover([.item(id: 2)]))
        try harness.save(saved)

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == saved)
        #expect(result.dropped.isEmpty)
        #expect(result.failure == nil)
        #expect(harness.analytics.names == ["navigation_restored"])
        #expect(harness.analytics.events.first?.properties == ["scene": "scene-1", "dropped": "0"])
    }

    @Test func everyTabComesBackUnchangedWithItsSelection() async throws {
        let harness = RestorationHarness()
        let saved = Screens<RestoreRoute>(
            selected: .search, .tab([.home, .item(id: 3)]), .tab([.search], .sheet([.about])),
            .tab([.profile]))
        try harness.save(saved)

        let result = await harness.restoreTabs()

        #expect(result.navigation?.screens == saved)
        #expect(result.dropped.isEmpty)
    }

    /// What is restored is a value a navigator can hold: applied with `restore`, the navigator
    /// shows what was saved.
    @Test @MainActor func theRestoredNavigationAppliesAsOneRestore() async throws {
        let harness = RestorationHarness()
        let saved = Screens<RestoreRoute>(
            selected: .profile, .tab([.home, .item(id: 3)], .cover([.about])), .tab([.search]),
            .tab([.profile, .settings], .sheet([.item(id: 4)])))
        try harness.save(saved)
        var issues: [RoutingError] = []
        let navigator = try Navigator<RestoreRoute>(
            tabs: [.home, .search, .profile], onIssue: { issues.append($0) })

        let result = await harness.restoreTabs()
        navigator.apply(.restore(try #require(result.navigation)))

        #expect(navigator.state.screens == saved)
        #expect(issues.isEmpty)
    }

    @Test func nothingSavedRestoresNothingWithoutFailure() async {
        let harness = RestorationHarness()

        let result = await harness.restoreSingle()

        #expect(result.navigation == nil)
        #expect(result.dropped.isEmpty)
        #expect(result.failure == nil)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func aDeletedEntryInTheMiddleKeepsThePrefixAndDropsTheLayersAbove() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 2)])
        try harness.save(
            Screens([.home, .item(id: 1), .item(id: 2), .review(id: 2)], .sheet([.about])))

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[2]", .invalid, entry: "test://items/2"),
                RestorationDrop("tabs[0].stack[3]", .unreachable, entry: "test://reviews/2"),
                RestorationDrop("tabs[0].presented[0]", .unreachable),
            ])
        #expect(harness.analytics.events.first?.properties["dropped"] == "3")
    }

    @Test func aRouteThisBuildNoLongerHasIsDroppedWithEverythingAfterIt() async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(Screens([.home, .item(id: 1), .legacy(code: "x"), .item(id: 3)]))
        let current = RestorationHarness(storage: old.storage)

        let result = await current.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[2]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("tabs[0].stack[3]", .unreachable, entry: "test://items/3"),
            ])
        #expect(result.failure == nil)
    }

    /// A layer's root that is deleted, or no longer resolves, takes the layer and every layer
    /// above it; the base stack stays.
    @Test(arguments: [
        (OldRestoreRoute.item(id: 2), RestorationDrop.Reason.invalid, "test://items/2"),
        (.legacy(code: "x"), .unknown, "test://legacy/x"),
    ])
    func anInvalidLayerRootDropsTheLayerAndThoseAbove(
        root: OldRestoreRoute, reason: RestorationDrop.Reason, link: String
    ) async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(
            Screens([.home, .item(id: 1)], .sheet([root, .about]), .cover([.settings])))
        let current = RestorationHarness(deleted: [.item(id: 2)], storage: old.storage)

        let result = await current.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].presented[0].stack[0]", reason, entry: link),
                RestorationDrop(
                    "tabs[0].presented[0].stack[1]", .unreachable, entry: "test://about"),
                RestorationDrop("tabs[0].presented[1]", .unreachable),
            ])
    }

    @Test func aDeletedEntryInsideALayerKeepsTheLayersPrefix() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 2)])
        try harness.save(
            Screens([.home], .sheet([.settings, .item(id: 2)]), .cover([.about])))

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home], .sheet([.settings])))
        #expect(
            result.dropped == [
                RestorationDrop(
                    "tabs[0].presented[0].stack[1]", .invalid, entry: "test://items/2"),
                RestorationDrop("tabs[0].presented[1]", .unreachable),
            ])
    }

    /// The validator may ask a server: each distinct route once, and with the prefix policy
    /// never about what follows its first refusal in a tab.
    @Test func theValidatorIsAskedOncePerRouteAndNeverPastARefusal() async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: storage, links: RestoreRoute.links, analytics: RecordingAnalytics()
        ) { route in
            asked.withLock { $0.append(route) }
            return route != .item(id: 2)
        }
        let saved = Screens<RestoreRoute>(
            .tab([.home, .item(id: 1)]), .tab([.search, .item(id: 2), .item(id: 3)]),
            .tab([.profile, .item(id: 1)], .sheet([.item(id: 2), .about])))
        try restoration.save(saved.navigation(), for: Fixture.scene, user: Fixture.alice)

        let result = await restoration.restore(
            Fixture.scene, for: Fixture.alice, onto: Fixture.tabs)

        #expect(result.dropped.count == 4)
        #expect(
            asked.withLock { $0 } == [.home, .item(id: 1), .search, .item(id: 2), .profile])
    }
}
