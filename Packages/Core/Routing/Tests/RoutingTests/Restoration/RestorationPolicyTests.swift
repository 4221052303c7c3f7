import Routing
import RoutingTesting
import Testing

/// What each ``RestorationPolicy`` keeps of a stack with an invalid entry in the middle, and
/// that every entry left out is reported under both.
@Suite struct RestorationPolicyTests {
    typealias Fixture = RestorationFixture

    /// `home, items/7 (deleted), items/1, items/8 (deleted)`: the prefix stops at the first
    /// deleted item; every valid entry keeps items/1, which means the validator was asked
    /// about items/8 past the first refusal.
    @Test(arguments: [
        (
            RestorationPolicy.longestValidPrefix, [RestoreRoute.home],
            [
                RestorationDrop("stack[1]", .invalid, entry: "test://items/7"),
                RestorationDrop("stack[2]", .unreachable, entry: "test://items/1"),
                RestorationDrop("stack[3]", .unreachable, entry: "test://items/8"),
            ]
        ),
        (
            .everyValidEntry, [.home, .item(id: 1)],
            [
                RestorationDrop("stack[1]", .invalid, entry: "test://items/7"),
                RestorationDrop("stack[3]", .invalid, entry: "test://items/8"),
            ]
        ),
    ])
    func refusedEntriesInTheMiddle(
        policy: RestorationPolicy, stack: [RestoreRoute], dropped: [RestorationDrop]
    ) async throws {
        let storage = InMemorySceneStorage()
        try RestorationHarness(storage: storage).restoration.save(
            RouterState(stack: [.home, .item(id: 7), .item(id: 1), .item(id: 8)]),
            for: Fixture.scene, user: Fixture.alice)
        let harness = RestorationHarness(
            deleted: [.item(id: 7), .item(id: 8)], storage: storage, policy: policy)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: stack))
        #expect(result.dropped == dropped)
        #expect(harness.analytics.events.first?.properties["dropped"] == "\(dropped.count)")
    }

    /// A link this build no longer resolves, in the middle of a tab's stack, read for the first
    /// frame: the prefix leaves out the rest of the stack and the sheet above it; every valid
    /// entry keeps both.
    @Test(arguments: [
        (
            RestorationPolicy.longestValidPrefix,
            RouterState<RestoreRoute>(stack: [.home]),
            [
                RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("tabs[0].stack[2]", .unreachable, entry: "test://items/2"),
                RestorationDrop("tabs[0].presented[0]", .unreachable),
            ]
        ),
        (
            .everyValidEntry,
            RouterState<RestoreRoute>(
                stack: [.home, .item(id: 2)],
                presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])]),
            [RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x")]
        ),
    ])
    func unresolvedLinkInTheMiddle(
        policy: RestorationPolicy, home: RouterState<RestoreRoute>, dropped: [RestorationDrop]
    ) throws {
        let storage = InMemorySceneStorage()
        let saved = TabsState<RestoreTab, OldRestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(
                    tab: .home,
                    state: RouterState(
                        stack: [.home, .legacy(code: "x"), .item(id: 2)],
                        presented: [
                            PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])
                        ]))
            ])
        try RestorationHarness(OldRestoreRoute.self, storage: storage).restoration.save(
            saved, for: Fixture.scene, user: Fixture.alice)
        let harness = RestorationHarness(storage: storage, policy: policy)

        let result = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }

        #expect(result.state?.tabs.map(\.state) == [home])
        #expect(result.dropped == dropped)
    }

    /// With every valid entry, a layer stays over a stack that lost entries, and a layer that
    /// lost all of its own goes alone; the validator's later pass (after the first frame)
    /// follows the same policy.
    @Test func everyValidEntryKeepsLayersOverAGap() async {
        let harness = RestorationHarness(
            deleted: [.item(id: 7), .about], policy: .everyValidEntry)
        let shown = TabsState<RestoreTab, RestoreRoute>(
            selected: .home,
            tabs: [
                TabEntry(
                    tab: .home,
                    state: RouterState(
                        stack: [.home, .item(id: 7)],
                        presented: [
                            PresentedLayer(style: .cover, stack: [.about]),
                            PresentedLayer(style: .sheet(ownStack: true), stack: [.settings]),
                        ]))
            ])

        let result = await harness.restoration.validate(shown) { $0.root }

        #expect(
            result.state?.tabs.first?.state
                == RouterState(
                    stack: [.home],
                    presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[1]", .invalid, entry: "item(id: 7)"),
                RestorationDrop(
                    "tabs[0].presented[0].stack[0]", .invalid, entry: "about"),
            ])
    }

    /// Every valid entry still reads at most ``NavigationLimits/maximumRoutes`` entries of a
    /// chain, invalid ones included: a hostile file of refused links costs no more to read.
    @Test func everyValidEntryReadsNoMoreThanTheLimit() async throws {
        let limit = NavigationLimits.maximumRoutes
        let storage = InMemorySceneStorage()
        let stack = [RestoreRoute.home] + (1..<(limit + 8)).map { RestoreRoute.item(id: $0) }
        try RestorationHarness(storage: storage).restoration.save(
            RouterState(stack: stack), for: Fixture.scene, user: Fixture.alice)
        let harness = RestorationHarness(
            deleted: [.item(id: 1)], storage: storage, policy: .everyValidEntry)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state?.stack == [.home] + stack[2..<limit])
        #expect(
            result.dropped == [
                RestorationDrop("stack[1]", .invalid, entry: "test://items/1"),
                RestorationDrop("stack[\(limit)...\(limit + 7)]", .overLimit),
            ])
    }
}
