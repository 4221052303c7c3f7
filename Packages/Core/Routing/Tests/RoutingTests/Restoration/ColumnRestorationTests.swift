import Foundation
import Routing
import Testing

/// Columns are saved as the stack they collapse into, so a scene saved wide comes back the
/// same on a compact screen and the other way round.
@Suite struct ColumnRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func columnsComeBackTheSameAfterARelaunch() async throws {
        let harness = RestorationHarness()
        let state = ColumnsState<RestoreRoute>(
            sidebar: .search, content: .item(id: 1), detail: [.review(id: 1), .about],
            presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)
        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home, layout: .tripleColumn)
        #expect(result.state == state)
        #expect(result.failure == nil)
    }

    @Test func savedColumnsAreTheStackARouterRestores() async throws {
        let harness = RestorationHarness()
        let state = ColumnsState<RestoreRoute>(sidebar: .home, detail: [.item(id: 4)])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)
        let stack = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)
        #expect(stack.state == RouterState(stack: [.home, .item(id: 4)]))
    }

    @Test func aDeletedDetailLeavesTheColumnsBeforeIt() async throws {
        let harness = RestorationHarness(deleted: [.review(id: 9)])
        try harness.restoration.save(
            ColumnsState<RestoreRoute>(
                sidebar: .search, content: .item(id: 1), detail: [.review(id: 9), .about]),
            for: Fixture.scene, user: Fixture.alice)
        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home, layout: .tripleColumn)
        #expect(result.state == ColumnsState(sidebar: .search, content: .item(id: 1)))
        #expect(result.dropped.count == 2)
    }

    @Test func anotherUsersColumnsRestoreNothing() async throws {
        let harness = RestorationHarness()
        try harness.restoration.save(
            ColumnsState<RestoreRoute>(sidebar: .home), for: Fixture.scene, user: Fixture.alice)
        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.bob, defaultRoot: .home, layout: .doubleColumn)
        #expect(result.state == nil)
        #expect(result.failure?.code == .otherUser)
    }
}
