import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// A tab holds at most ``Navigation/maximumRoutes`` routes, its layers' included: a deeper
/// saved tab keeps its longest prefix within the limit, and what is cut is one drop, however
/// long it was.
@Suite struct RestorationLimitTests {
    typealias Fixture = RestorationFixture
    private static let limit = Navigation<RestoreRoute>.maximumRoutes

    private static func items(_ range: Range<Int>) -> [RestoreRoute] {
        range.map { .item(id: $0) }
    }

    @Test func aDeepStackKeepsItsFirstRoutesAsOneDrop() async throws {
        let harness = RestorationHarness()
        try harness.save(Screens([.home] + Self.items(1..<500), .cover([.settings])))

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home] + Self.items(1..<Self.limit)))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[\(Self.limit)...499]", .overLimit),
                RestorationDrop("tabs[0].presented[0]", .overLimit),
            ])
    }

    @Test func layersCountTowardTheLimit() async throws {
        let harness = RestorationHarness()
        let layers = (0..<40).map { Screens<RestoreRoute>.Layer.sheet([.review(id: $0), .about]) }
        try harness.save(Screens(.init(stack: [.home, .search], layers: layers)))

        let result = await harness.restoreSingle()

        let tab = try #require(result.navigation?.tabs.first)
        #expect(tab.routeCount == Self.limit)
        #expect(tab.stacks.count == 1 + 15)
        #expect(tab.stacks.dropFirst().map(\.routes) == (0..<15).map { [.review(id: $0), .about] })
        #expect(result.dropped == [RestorationDrop("tabs[0].presented[15...39]", .overLimit)])
    }

    /// Each tab has its own limit.
    @Test func eachTabHasItsOwnLimit() async throws {
        let harness = RestorationHarness()
        try harness.save(
            Screens(
                .tab([.home] + Self.items(1..<40)), .tab([.search] + Self.items(1..<31)),
                .tab([.profile])))

        let result = await harness.restoreTabs()

        #expect(result.navigation?.tabs.map(\.routeCount) == [Self.limit, 31, 1])
        #expect(result.dropped == [RestorationDrop("tabs[0].stack[32...39]", .overLimit)])
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
        try restoration.save(
            Screens([.home] + Self.items(1..<100)).navigation(), for: Fixture.scene,
            user: Fixture.alice)

        let loaded = restoration.load(
            Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))
        #expect(loaded.navigation?.tabs.first?.stacks[0].routes.count == Self.limit)
        #expect(
            loaded.dropped == [RestorationDrop("tabs[0].stack[\(Self.limit)...99]", .overLimit)])
        let restored = await restoration.restore(
            Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))
        #expect(restored.navigation == loaded.navigation)
        #expect(asked.withLock { $0 } == [.home] + Self.items(1..<Self.limit))
    }

    /// A hand-made file (``NavigationRestoration/save(_:for:user:)`` never writes one): an
    /// empty stack under a cover of 32 links. The root that takes the empty stack's place
    /// counts against the limit, under either policy, and the first frame (`load`) is what
    /// `restore` gives.
    @Test(arguments: [
        (
            RestorationPolicy.everyValidEntry, Self.items(1..<Self.limit),
            [RestorationDrop("tabs[0].presented[0].stack[\(Self.limit - 1)]", .overLimit)]
        ),
        (.longestValidPrefix, [], [RestorationDrop("tabs[0].presented[0]", .unreachable)]),
    ])
    func anEmptyStackUnderAFullCoverStaysWithinTheLimit(
        policy: RestorationPolicy, cover: [RestoreRoute], dropped: [RestorationDrop]
    ) async throws {
        let links = (1..<33).map { "\"test://items/\($0)\"" }.joined(separator: ",")
        let harness = RestorationHarness(policy: policy)
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[{"tab":"test://home","state":{"stack":[],\
                "presented":[{"style":"cover","stack":[\(links)]}]}}]}
                """),
            for: Fixture.scene)

        let loaded = harness.load(onto: Navigation(root: .home))
        let restored = await harness.restoreSingle()

        let tab = try #require(restored.navigation?.tabs.first)
        #expect(tab.stacks[0].routes == [.home])
        #expect(tab.stacks.dropFirst().first?.routes ?? [] == cover)
        #expect(tab.routeCount <= Self.limit)
        #expect(restored.dropped == dropped)
        #expect(loaded.navigation == restored.navigation)
        #expect(loaded.dropped == restored.dropped)
    }

    @Test func aTabsRouteCountAddsItsLayers() throws {
        let navigation = try Screens<RestoreRoute>(
            [.home, .search], .cover([.settings, .about]), .sheet([.profile])
        ).navigation()
        #expect(navigation.tabs[0].routeCount == 5)
    }
}
