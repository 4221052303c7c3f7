import Foundation
import Routing
import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// A saved state deeper than ``NavigationLimits/maximumRoutes`` keeps its longest prefix
/// within the limit, and what is cut is one drop, however long it was.
@Suite struct RestorationLimitTests {
    typealias Fixture = RestorationFixture
    private static let limit = NavigationLimits.maximumRoutes

    private static func items(_ range: Range<Int>) -> [RestoreRoute] {
        range.map { .item(id: $0) }
    }

    @Test func aDeepStackKeepsItsFirstRoutesAsOneDrop() async throws {
        let harness = RestorationHarness()
        let deep = RouterState<RestoreRoute>(
            stack: [.home] + Self.items(1..<500),
            presented: [PresentedLayer(style: .cover, stack: [.settings])])
        try harness.restoration.save(deep, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home] + Self.items(1..<Self.limit)))
        #expect(
            result.dropped == [
                RestorationDrop("stack[\(Self.limit)...499]", .overLimit),
                RestorationDrop("presented[0]", .overLimit),
            ])
    }

    @Test func layersCountTowardTheLimit() async throws {
        let harness = RestorationHarness()
        let layers = (0..<40).map {
            PresentedLayer<RestoreRoute>(
                style: .sheet(ownStack: true), stack: [.review(id: $0), .about])
        }
        try harness.restoration.save(
            RouterState(stack: [.home, .search], presented: layers), for: Fixture.scene,
            user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        let state = try #require(result.state)
        #expect(state.routeCount == Self.limit)
        #expect(state.presented.count == 15)
        #expect(state.presented.allSatisfy { $0.stack.count == 2 })
        #expect(result.dropped == [RestorationDrop("presented[15...39]", .overLimit)])
    }

    @Test func theFirstFrameIsCutTooAndTheValidatorIsNeverAskedPastTheLimit() async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: InMemorySceneStorage(), links: RestoreRoute.links,
            analytics: RecordingAnalytics()
        ) { route in
            asked.withLock { $0.append(route) }
            return true
        }
        let tabs = TabsState<RestoreTab, RestoreRoute>(
            selected: .home,
            tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home] + Self.items(1..<100)))])
        try restoration.save(tabs, for: Fixture.scene, user: Fixture.alice)

        let loaded = restoration.load(Fixture.scene, for: Fixture.alice) { (tab: RestoreTab) in
            tab.root
        }
        #expect(loaded.state?.tabs.first?.state.stack.count == Self.limit)
        #expect(
            loaded.dropped == [RestorationDrop("tabs[0].stack[\(Self.limit)...99]", .overLimit)])
        let restored = await restoration.restore(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }
        #expect(restored.state == loaded.state)
        #expect(asked.withLock { $0.count } == Self.limit)
    }

    /// A hand-made schema-2 file (``NavigationRestoration/save(_:for:user:)`` never writes
    /// one): an empty stack under a cover of 32 links. The default root that takes the empty
    /// stack's place counts against the limit, under either policy, and the first frame
    /// (`load`) is the state `restore` gives.
    @Test(arguments: [
        (
            RestorationPolicy.everyValidEntry, Self.items(1..<Self.limit),
            [RestorationDrop("tabs[0].presented[0].stack[\(Self.limit - 1)]", .overLimit)]
        ),
        (
            .longestValidPrefix, [],
            [RestorationDrop("tabs[0].presented[0]", .unreachable)]
        ),
    ])
    func anEmptyStackUnderAFullCoverStaysWithinTheLimit(
        policy: RestorationPolicy, cover: [RestoreRoute], dropped: [RestorationDrop]
    ) async throws {
        let storage = InMemorySceneStorage()
        let full = TabsState<RestoreTab, RestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(
                    tab: .home,
                    state: RouterState(
                        stack: [.home],
                        presented: [PresentedLayer(style: .cover, stack: Self.items(1..<33))]))
            ])
        try RestorationHarness(storage: storage).restoration.save(
            full, for: Fixture.scene, user: Fixture.alice)
        storage.save(
            try Self.emptyingFirstStack(of: #require(storage.load(Fixture.scene))),
            for: Fixture.scene)
        let harness = RestorationHarness(storage: storage, policy: policy)

        let loaded = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }
        let restored = await harness.restoration.restore(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }

        let state = try #require(restored.state?.tabs.first?.state)
        #expect(state.stack == [.home])
        #expect(state.presented.first?.stack ?? [] == cover)
        #expect(state.routeCount <= Self.limit)
        #expect(restored.dropped == dropped)
        #expect(loaded.state == restored.state)
        #expect(loaded.dropped == restored.dropped)
    }

    /// The saved file with the first tab's stack emptied, as only a hand-made file has it.
    private static func emptyingFirstStack(of file: Data) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        var payload = try #require(object["payload"] as? [String: Any])
        var tabs = try #require(payload["tabs"] as? [[String: Any]])
        var state = try #require(tabs[0]["state"] as? [String: Any])
        state["stack"] = [String]()
        tabs[0]["state"] = state
        payload["tabs"] = tabs
        object["payload"] = payload
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func routeCountAddsTheLayers() {
        let state = RouterState<RestoreRoute>(
            stack: [.home, .search],
            presented: [
                PresentedLayer(style: .cover, stack: [.settings, .about]),
                PresentedLayer(style: .sheet(ownStack: false), stack: [.profile]),
            ])
        #expect(state.routeCount == 5)
    }
}
