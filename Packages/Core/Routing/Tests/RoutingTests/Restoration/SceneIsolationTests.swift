import Foundation
import Routing
import Testing

/// Each scene (window) restores its own state, whatever happens to the others.
@Suite struct SceneIsolationTests {
    typealias Fixture = RestorationFixture

    @Test func eachSceneRestoresItsOwnState() async throws {
        let harness = RestorationHarness()
        let first = RouterState<RestoreRoute>(stack: [.home, .item(id: 1)])
        let second = RouterState<RestoreRoute>(stack: [.home, .settings])
        try harness.restoration.save(first, for: SceneID(1), user: Fixture.alice)
        try harness.restoration.save(second, for: SceneID(2), user: Fixture.alice)

        let one = await harness.restoration.restore(
            SceneID(1), for: Fixture.alice, defaultRoot: .home)
        let two = await harness.restoration.restore(
            SceneID(2), for: Fixture.alice, defaultRoot: .home)
        let three = await harness.restoration.restore(
            SceneID(3), for: Fixture.alice, defaultRoot: .home)

        #expect(one.state == first)
        #expect(two.state == second)
        #expect(three.state == nil)
    }

    @Test func corruptSceneDoesNotAffectAnother() async throws {
        let harness = RestorationHarness()
        let first = RouterState<RestoreRoute>(stack: [.home, .item(id: 1)])
        try harness.restoration.save(first, for: SceneID(1), user: Fixture.alice)
        harness.storage.save(Data("garbage".utf8), for: SceneID(2))

        let two = await harness.restoration.restore(
            SceneID(2), for: Fixture.alice, defaultRoot: .home)
        let one = await harness.restoration.restore(
            SceneID(1), for: Fixture.alice, defaultRoot: .home)

        #expect(two.failure?.code == .unreadable)
        #expect(harness.analytics.events.first?.properties["scene"] == "scene-2")
        #expect(one.state == first)
        #expect(harness.storage.setAsideData(for: SceneID(1)) == nil)
    }

    @Test func savingOneSceneLeavesTheOthersUntouched() async throws {
        let harness = RestorationHarness()
        let first = RouterState<RestoreRoute>(stack: [.home, .item(id: 1)])
        try harness.restoration.save(first, for: SceneID(1), user: Fixture.alice)
        let before = harness.storage.load(SceneID(1))
        try harness.restoration.save(
            RouterState(stack: [.about]), for: SceneID(2), user: Fixture.alice)
        harness.storage.remove(SceneID(2))

        #expect(harness.storage.load(SceneID(1)) == before)
        #expect(harness.storage.load(SceneID(2)) == nil)
    }
}
