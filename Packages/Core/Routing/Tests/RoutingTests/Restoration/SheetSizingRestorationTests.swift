import Foundation
import Routing
import Testing

/// Sheet sizes are saved with their layer in schema 3; a schema-2 file, saved before, still
/// loads, its layers at the system's sizes.
@Suite struct SheetSizingRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func aLayersSizesComeBackAfterARelaunch() async throws {
        let harness = RestorationHarness()
        let state = RouterState<RestoreRoute>(
            stack: [.profile],
            presented: [
                PresentedLayer(
                    style: .sheet(ownStack: true), stack: [.settings, .about],
                    sizing: SheetSizing(detents: [.medium, .large], selected: .large))
            ])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)
        let saved = String(
            decoding: try #require(harness.storage.load(Fixture.scene)), as: UTF8.self)
        #expect(saved.contains(#""schemaVersion" : 3"#))
        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)
        #expect(result.state == state)
    }

    @Test func aSchema2FileStillLoads() async throws {
        let harness = RestorationHarness()
        let file = """
            {"schemaVersion":2,"userID":"\(Fixture.alice)","savedAt":"2026-11-24T09:30:00Z",
             "payload":{"stack":["test://profile"],
                        "presented":[{"style":{"sheet":{"ownStack":true}},"stack":["test://settings"]}]}}
            """
        harness.storage.save(Data(file.utf8), for: Fixture.scene)
        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)
        #expect(
            result.state
                == RouterState(
                    stack: [.profile],
                    presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])]))
        #expect(result.failure == nil)
    }
}
