import Foundation
import Routing
import RoutingTesting
import Synchronization
import TestSupport
import Testing

@Suite struct NavigationRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func roundTripRestoresRouterStateUnchanged() async throws {
        let harness = RestorationHarness()
        let state = RouterState<RestoreRoute>(
            stack: [.home, .item(id: 1), .review(id: 1)],
            presented: [
                PresentedLayer(style: .sheet(ownStack: true), stack: [.settings, .about]),
                PresentedLayer(style: .cover, stack: [.item(id: 2)]),
            ])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == state)
        #expect(result.dropped.isEmpty)
        #expect(result.failure == nil)
        #expect(harness.analytics.names == ["navigation_restored"])
        #expect(harness.analytics.events.first?.properties["dropped"] == "0")
    }

    @Test func roundTripRestoresTabsUnchanged() async throws {
        let harness = RestorationHarness()
        let state = TabsState<RestoreTab, RestoreRoute>(
            selected: .search,
            tabs: [
                TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 3)])),
                TabEntry(
                    tab: .search,
                    state: RouterState(
                        stack: [.search],
                        presented: [PresentedLayer(style: .sheet(ownStack: false), stack: [.about])]
                    )),
                TabEntry(tab: .profile, state: RouterState(stack: [.profile])),
            ])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }

        #expect(result.state == state)
        #expect(result.dropped.isEmpty)
    }

    @Test func nothingSavedRestoresNothingWithoutFailure() async {
        let harness = RestorationHarness()

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure == nil)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func deletedEntryInTheMiddleKeepsThePrefixAndDropsLayersAbove() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 2)])
        let saved = RouterState<RestoreRoute>(
            stack: [.home, .item(id: 1), .item(id: 2), .review(id: 2)],
            presented: [PresentedLayer(style: .sheet(ownStack: false), stack: [.about])])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("stack[2]", .invalid, entry: "test://items/2"),
                RestorationDrop("stack[3]", .unreachable, entry: "test://reviews/2"),
                RestorationDrop("presented[0]", .unreachable),
            ])
        #expect(harness.analytics.events.first?.properties["dropped"] == "3")
    }

    @Test func unknownRouteCaseIsDroppedWithEverythingAfterIt() async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        let saved = RouterState<OldRestoreRoute>(
            stack: [.home, .item(id: 1), .legacy(code: "x"), .item(id: 3)])
        try old.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)
        let current = RestorationHarness(storage: old.storage)

        let result = await current.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("stack[2]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("stack[3]", .unreachable, entry: "test://items/3"),
            ])
        #expect(result.failure == nil)
    }

    @Test func invalidRootFallsBackToTheDefaultRoot() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 9)])
        let saved = RouterState<RestoreRoute>(
            stack: [.item(id: 9), .review(id: 9)],
            presented: [PresentedLayer(style: .cover, stack: [.settings])])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home]))
        #expect(
            result.dropped == [
                RestorationDrop("stack[0]", .invalid, entry: "test://items/9"),
                RestorationDrop("stack[1]", .unreachable, entry: "test://reviews/9"),
                RestorationDrop("presented[0]", .unreachable),
            ])
    }

    /// A layer's root that is deleted, or no longer decodes, takes the layer and every layer
    /// above it; the base stack stays.
    @Test(arguments: [
        (OldRestoreRoute.item(id: 2), RestorationDrop.Reason.invalid, "test://items/2"),
        (OldRestoreRoute.legacy(code: "x"), RestorationDrop.Reason.unknown, "test://legacy/x"),
    ])
    func invalidLayerRootDropsTheLayerAndThoseAbove(
        root: OldRestoreRoute, reason: RestorationDrop.Reason, link: String
    ) async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        let saved = RouterState<OldRestoreRoute>(
            stack: [.home, .item(id: 1)],
            presented: [
                PresentedLayer(style: .sheet(ownStack: true), stack: [root, .about]),
                PresentedLayer(style: .cover, stack: [.settings]),
            ])
        try old.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)
        let current = RestorationHarness(deleted: [.item(id: 2)], storage: old.storage)

        let result = await current.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("presented[0].stack[0]", reason, entry: link),
                RestorationDrop("presented[0].stack[1]", .unreachable, entry: "test://about"),
                RestorationDrop("presented[1]", .unreachable),
            ])
    }

    @Test func deletedEntryInsideALayerKeepsTheLayersPrefix() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 2)])
        let saved = RouterState<RestoreRoute>(
            stack: [.home],
            presented: [
                PresentedLayer(style: .sheet(ownStack: true), stack: [.settings, .item(id: 2)]),
                PresentedLayer(style: .cover, stack: [.about]),
            ])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(
            result.state
                == RouterState(
                    stack: [.home],
                    presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])]))
        #expect(
            result.dropped == [
                RestorationDrop("presented[0].stack[1]", .invalid, entry: "test://items/2"),
                RestorationDrop("presented[1]", .unreachable),
            ])
    }

    @Test func validatorIsAskedOncePerRouteAndNeverPastARefusal() async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: InMemorySceneStorage(), links: RestoreRoute.links,
            analytics: RecordingAnalytics(),
            validator: { route in
                asked.withLock { $0.append(route) }
                return route != .item(id: 2)
            })
        let saved = TabsState<RestoreTab, RestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 1)])),
                TabEntry(
                    tab: .search,
                    state: RouterState(stack: [.search, .item(id: 2), .item(id: 3)])),
                TabEntry(tab: .profile, state: RouterState(stack: [.profile, .item(id: 1)])),
            ])
        try restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await restoration.restore(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }

        #expect(result.dropped.count == 2)
        #expect(
            asked.withLock { $0 } == [.home, .item(id: 1), .search, .item(id: 2), .profile])
    }
}
