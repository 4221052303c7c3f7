import Foundation
import Routing
import RoutingScenes
import Testing

/// Each stack's inspector is saved with the stack, by link, and checked like every route.
@Suite struct InspectorRestorationTests {
    typealias Fixture = RestorationFixture

    /// Home with item 3 and its reviews in the inspector, a sheet over it with its own.
    private static func saved() throws -> Navigation<RestoreRoute> {
        try Fixture.tabs.applying([
            .push(.item(id: 3)), .inspect(.review(id: 3)), .present(.settings), .push(.about),
            .inspect(.item(id: 4)),
        ])
    }

    @Test func eachStacksInspectorComesBack() async throws {
        let harness = RestorationHarness()
        let saved = try Self.saved()
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreTabs()

        let tab = try #require(result.navigation?.tab(.home))
        #expect(tab.stacks.map(\.inspector) == [.review(id: 3), .item(id: 4)])
        #expect(result.dropped.isEmpty)
    }

    @Test func anInspectorTheValidatorRefusesIsLeftOutAlone() async throws {
        let harness = RestorationHarness(deleted: [.review(id: 3)])
        try harness.restoration.save(try Self.saved(), for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreTabs()

        let tab = try #require(result.navigation?.tab(.home))
        #expect(tab.stacks.map(\.inspector) == [nil, .item(id: 4)])
        #expect(tab.stacks.map(\.routes) == [[.home, .item(id: 3)], [.settings, .about]])
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].inspector", .invalid, entry: "test://reviews/3")
            ])
    }

    /// Beside a stack cut short, the inspector may be about a route that is gone: it goes too.
    @Test func anInspectorBesideAStackCutShortIsLeftOut() async throws {
        let harness = RestorationHarness(deleted: [.about])
        try harness.restoration.save(try Self.saved(), for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreTabs()

        let tab = try #require(result.navigation?.tab(.home))
        #expect(tab.stacks.map(\.inspector) == [.review(id: 3), nil])
        #expect(
            result.dropped.contains(
                RestorationDrop(
                    "tabs[0].presented[0].inspector", .unreachable, entry: "test://items/4")
            ))
    }

    @Test func anInspectorThatNoLongerReadsIsLeftOut() async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home"],"presented":[],\
                "inspector":"test://nowhere"}}]}
                """), for: Fixture.scene)

        let result = await harness.restoreTabs()

        #expect(result.navigation?.tab(.home)?.stacks[0].inspector == nil)
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].inspector", .unknown, entry: "test://nowhere")
            ])
    }
}
