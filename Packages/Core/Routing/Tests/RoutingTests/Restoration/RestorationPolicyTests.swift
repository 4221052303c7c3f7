import Routing
import RoutingScenes
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
                RestorationDrop("tabs[0].stack[1]", .invalid, entry: "test://items/7"),
                RestorationDrop("tabs[0].stack[2]", .unreachable, entry: "test://items/1"),
                RestorationDrop("tabs[0].stack[3]", .unreachable, entry: "test://items/8"),
            ]
        ),
        (
            .everyValidEntry, [.home, .item(id: 1)],
            [
                RestorationDrop("tabs[0].stack[1]", .invalid, entry: "test://items/7"),
                RestorationDrop("tabs[0].stack[3]", .invalid, entry: "test://items/8"),
            ]
        ),
    ])
    func refusedEntriesInTheMiddle(
        policy: RestorationPolicy, stack: [RestoreRoute], dropped: [RestorationDrop]
    ) async throws {
        let harness = RestorationHarness(deleted: [.item(id: 7), .item(id: 8)], policy: policy)
        try harness.save(Screens([.home, .item(id: 7), .item(id: 1), .item(id: 8)]))

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens(stack))
        #expect(result.dropped == dropped)
        #expect(harness.analytics.events.first?.properties["dropped"] == "\(dropped.count)")
    }

    /// A link this build no longer resolves, in the middle of a tab's stack, read for the first
    /// frame: the prefix leaves out the rest of the stack and the sheet above it; every valid
    /// entry keeps both.
    @Test(arguments: [
        (
            RestorationPolicy.longestValidPrefix, Screens<RestoreRoute>([.home]),
            [
                RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x"),
                RestorationDrop("tabs[0].stack[2]", .unreachable, entry: "test://items/2"),
                RestorationDrop("tabs[0].presented[0]", .unreachable),
            ]
        ),
        (
            .everyValidEntry, Screens([.home, .item(id: 2)], .sheet([.settings])),
            [RestorationDrop("tabs[0].stack[1]", .unknown, entry: "test://legacy/x")]
        ),
    ])
    func anUnresolvedLinkInTheMiddle(
        policy: RestorationPolicy, restored: Screens<RestoreRoute>, dropped: [RestorationDrop]
    ) throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(Screens([.home, .legacy(code: "x"), .item(id: 2)], .sheet([.settings])))
        let harness = RestorationHarness(storage: old.storage, policy: policy)

        let result = harness.load(onto: Navigation(root: .home))

        #expect(result.navigation?.screens == restored)
        #expect(result.dropped == dropped)
    }

    /// With every valid entry, a layer stays over a stack that lost entries, and a layer that
    /// lost all of its own goes alone; the validator's later pass (after the first frame)
    /// follows the same policy.
    @Test func everyValidEntryKeepsLayersOverAGap() async throws {
        let harness = RestorationHarness(deleted: [.item(id: 7), .about], policy: .everyValidEntry)
        let shown = try Screens<RestoreRoute>(
            [.home, .item(id: 7)], .cover([.about]), .sheet([.settings])
        ).navigation()

        let result = await harness.restoration.validate(shown, onto: Navigation(root: .home))

        #expect(result.navigation?.screens == Screens([.home], .sheet([.settings])))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[1]", .invalid, entry: "item(id: 7)"),
                RestorationDrop("tabs[0].presented[0].stack[0]", .invalid, entry: "about"),
            ])
    }

    /// Every valid entry still reads at most ``Navigation/maximumRoutes`` entries of a tab,
    /// invalid ones included: a hostile file of refused links costs no more to read.
    @Test func everyValidEntryReadsNoMoreThanTheLimit() async throws {
        let limit = Navigation<RestoreRoute>.maximumRoutes
        let stack = [RestoreRoute.home] + (1..<(limit + 8)).map { RestoreRoute.item(id: $0) }
        let harness = RestorationHarness(deleted: [.item(id: 1)], policy: .everyValidEntry)
        try harness.save(Screens(stack))

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home] + stack[2..<limit]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[1]", .invalid, entry: "test://items/1"),
                RestorationDrop("tabs[0].stack[\(limit)...\(limit + 7)]", .overLimit),
            ])
    }
}
