import Foundation
import Routing
import Testing

/// Each scene (window) restores its own navigation, whatever happens to the others.
@Suite struct SceneIsolationTests {
    typealias Fixture = RestorationFixture

    @Test func eachSceneRestoresItsOwnNavigation() async throws {
        let harness = RestorationHarness()
        let first = Screens<RestoreRoute>([.home, .item(id: 1)])
        let second = Screens<RestoreRoute>([.home, .settings], .sheet([.about]))
        try harness.restoration.save(first.navigation(), for: SceneID(1), user: Fixture.alice)
        try harness.restoration.save(second.navigation(), for: SceneID(2), user: Fixture.alice)

        let blank = Navigation<RestoreRoute>(root: .home)
        let one = await harness.restoration.restore(SceneID(1), for: Fixture.alice, onto: blank)
        let two = await harness.restoration.restore(SceneID(2), for: Fixture.alice, onto: blank)
        let three = await harness.restoration.restore(SceneID(3), for: Fixture.alice, onto: blank)

        #expect(one.navigation?.screens == first)
        #expect(two.navigation?.screens == second)
        #expect(three.navigation == nil)
        #expect(three.failure == nil)
    }

    @Test func aCorruptSceneDoesNotAffectAnother() async throws {
        let harness = RestorationHarness()
        let first = Screens<RestoreRoute>([.home, .item(id: 1)])
        try harness.restoration.save(first.navigation(), for: SceneID(1), user: Fixture.alice)
        harness.storage.save(Data("garbage".utf8), for: SceneID(2))

        let blank = Navigation<RestoreRoute>(root: .home)
        let two = await harness.restoration.restore(SceneID(2), for: Fixture.alice, onto: blank)
        let one = await harness.restoration.restore(SceneID(1), for: Fixture.alice, onto: blank)

        #expect(two.failure?.code == .unreadable)
        #expect(harness.analytics.events.first?.properties["scene"] == "scene-2")
        #expect(harness.analytics.events.last?.properties["scene"] == "scene-1")
        #expect(one.navigation?.screens == first)
        #expect(harness.storage.setAsideData(for: SceneID(1)) == nil)
    }

    @Test func savingOneSceneLeavesTheOthersUntouched() throws {
        let harness = RestorationHarness()
        try harness.restoration.save(
            Screens<RestoreRoute>([.home, .item(id: 1)]).navigation(), for: SceneID(1),
            user: Fixture.alice)
        let before = harness.storage.load(SceneID(1))
        try harness.restoration.save(
            Navigation(root: .about), for: SceneID(2), user: Fixture.alice)
        harness.storage.remove(SceneID(2))

        #expect(harness.storage.load(SceneID(1)) == before)
        #expect(harness.storage.load(SceneID(2)) == nil)
    }
}
