import Foundation
import Routing
import RoutingTesting
import Testing

@Suite struct NavigationRestorationTabsTests {
    typealias Fixture = RestorationFixture

    /// Saves `state` as an older build with the `offers` tab would, into `storage`.
    private func saveAsOldBuild(
        _ state: TabsState<OldRestoreTab, RestoreRoute>, into storage: InMemorySceneStorage
    ) throws {
        let old = RestorationHarness(RestoreRoute.self, storage: storage)
        try old.restoration.save(state, for: Fixture.scene, user: Fixture.alice)
    }

    private func restore(_ harness: RestorationHarness<RestoreRoute>) async
        -> RestorationResult<TabsState<RestoreTab, RestoreRoute>>
    {
        await harness.restoration.restore(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }
    }

    @Test func unknownTabIsDroppedAndTheFirstTabSelected() async throws {
        let harness = RestorationHarness()
        try saveAsOldBuild(
            TabsState(
                selected: .offers,
                tabs: [
                    TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 1)])),
                    TabEntry(tab: .offers, state: RouterState(stack: [.item(id: 5)])),
                    TabEntry(tab: .profile, state: RouterState(stack: [.profile, .settings])),
                ]),
            into: harness.storage)

        let result = await restore(harness)

        #expect(
            result.state
                == TabsState(
                    selected: .home,
                    tabs: [
                        TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 1)])),
                        TabEntry(tab: .profile, state: RouterState(stack: [.profile, .settings])),
                    ]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[1]", .unknown, entry: "offers"),
                RestorationDrop("selected", .unknown, entry: "offers"),
            ])
    }

    @Test func tabWhoseRootIsInvalidStartsFromItsOwnDefaultRoot() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 4)])
        let saved = TabsState<RestoreTab, RestoreRoute>(
            selected: .search,
            tabs: [
                TabEntry(tab: .home, state: RouterState(stack: [.home])),
                TabEntry(tab: .search, state: RouterState(stack: [.item(id: 4), .review(id: 4)])),
            ])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await restore(harness)

        #expect(
            result.state
                == TabsState(
                    selected: .search,
                    tabs: [
                        TabEntry(tab: .home, state: RouterState(stack: [.home])),
                        TabEntry(tab: .search, state: RouterState(stack: [.search])),
                    ]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[1].stack[0]", .invalid, entry: "test://items/4"),
                RestorationDrop("tabs[1].stack[1]", .unreachable, entry: "test://reviews/4"),
            ])
    }

    @Test func repeatedTabKeepsItsFirstEntry() async throws {
        let harness = RestorationHarness()
        let saved = TabsState<RestoreTab, RestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(tab: .home, state: RouterState(stack: [.home, .about])),
                TabEntry(tab: .home, state: RouterState(stack: [.home, .settings])),
            ])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await restore(harness)

        #expect(
            result.state
                == TabsState(
                    selected: .home,
                    tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home, .about]))]))
        #expect(result.dropped == [RestorationDrop("tabs[1]", .duplicate, entry: "home")])
        #expect(result.dropped.first?.description == "home (tab 2): the same tab was saved twice")
    }

    @Test func noKnownTabRestoresNothing() async throws {
        let harness = RestorationHarness()
        try saveAsOldBuild(
            TabsState(
                selected: .offers,
                tabs: [TabEntry(tab: .offers, state: RouterState(stack: [.item(id: 5)]))]),
            into: harness.storage)

        let result = await restore(harness)

        #expect(result.state == nil)
        #expect(result.failure == nil)
        #expect(result.dropped == [RestorationDrop("tabs[0]", .unknown, entry: "offers")])
    }
}
