import Foundation
import Routing
import RoutingTesting
import Synchronization
import Testing

/// The saved navigation read at once for the first frame (`load`), then checked by the
/// validator in the background (`validate`).
@Suite struct NavigationRestorationFirstFrameTests {
    typealias Fixture = RestorationFixture

    static let saved = TabsState<RestoreTab, RestoreRoute>(
        selected: .search,
        tabs: [
            TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 1)])),
            TabEntry(
                tab: .search,
                state: RouterState(
                    stack: [.search, .item(id: 4), .review(id: 4)],
                    presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.about])])),
        ])

    static func root(_ tab: RestoreTab) -> RestoreRoute { tab.root }

    @Test func loadShowsTheSavedStateWithoutAskingTheValidator() throws {
        let asked = Mutex<[RestoreRoute]>([])
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: storage, links: RestoreRoute.links, analytics: RestorationHarness().analytics
        ) { route in
            asked.withLock { $0.append(route) }
            return route != .item(id: 4)
        }
        try restoration.save(Self.saved, for: Fixture.scene, user: Fixture.alice)

        let loaded = restoration.load(Fixture.scene, for: Fixture.alice, defaultRoot: Self.root)

        #expect(loaded.state == Self.saved)
        #expect(loaded.dropped.isEmpty)
        #expect(asked.withLock { $0 }.isEmpty)
    }

    @Test func validateLeavesOutWhatTheValidatorRefusesKeepingTheLongestValidPrefix() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 4)])

        let validated = await harness.restoration.validate(Self.saved, defaultRoot: Self.root)

        let search = try #require(validated.state?.tabs.last)
        #expect(search.state == RouterState(stack: [.search]))
        #expect(validated.state?.tabs.first == Self.saved.tabs.first)
        #expect(validated.state?.selected == .search)
        #expect(
            validated.dropped == [
                RestorationDrop("tabs[1].stack[1]", .invalid, entry: "item(id: 4)"),
                RestorationDrop("tabs[1].stack[2]", .unreachable, entry: "review(id: 4)"),
                RestorationDrop("tabs[1].presented[0]", .unreachable),
            ])
    }

    @Test func validatingAStateWithNothingRefusedChangesNothing() async {
        let harness = RestorationHarness()
        let validated = await harness.restoration.validate(Self.saved, defaultRoot: Self.root)
        #expect(validated.state == Self.saved)
        #expect(validated.dropped.isEmpty)
    }

    @Test func loadRefusesAnotherUsersStateAndCorruptData() throws {
        let harness = RestorationHarness()
        try harness.restoration.save(Self.saved, for: Fixture.scene, user: Fixture.bob)
        let other = harness.restoration.load(
            Fixture.scene, for: Fixture.alice, defaultRoot: Self.root)
        #expect(other.state == nil)
        #expect(other.failure != nil)

        harness.storage.save(Data("{not json".utf8), for: Fixture.scene)
        let corrupt = harness.restoration.load(
            Fixture.scene, for: Fixture.alice, defaultRoot: Self.root)
        #expect(corrupt.state == nil)
        #expect(corrupt.failure != nil)
        #expect(harness.storage.load(Fixture.scene) == nil)
    }

    @Test func loadLeavesOutWhatNoLongerDecodes() throws {
        let storage = InMemorySceneStorage()
        let old = RestorationHarness(OldRestoreRoute.self, storage: storage)
        let oldState = TabsState<RestoreTab, OldRestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(
                    tab: .home,
                    state: RouterState(stack: [.home, .legacy(code: "x"), .item(id: 2)]))
            ])
        try old.restoration.save(oldState, for: Fixture.scene, user: Fixture.alice)

        let harness = RestorationHarness(storage: storage)
        let loaded = harness.restoration.load(
            Fixture.scene, for: Fixture.alice, defaultRoot: Self.root)
        #expect(loaded.state?.tabs.first?.state.stack == [.home])
        #expect(
            loaded.dropped == [
                RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("tabs[0].stack[2]", .unreachable, entry: "test://items/2"),
            ])
    }
}
