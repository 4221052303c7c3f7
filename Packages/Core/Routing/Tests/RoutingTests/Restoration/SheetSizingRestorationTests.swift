import Foundation
import Routing
import Testing

/// A layer's sizes are saved with it and come back after a relaunch.
@Suite struct SheetSizingRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func aLayersSizesComeBackAfterARelaunch() async throws {
        let harness = RestorationHarness()
        let saved = Screens<RestoreRoute>(
            [.profile],
            .sheet(
                [.settings, .about],
                sizing: SheetSizing(
                    detents: [.medium, .fraction(0.3), .large], selected: .large,
                    window: SheetSizing.Window(width: 400, height: 300))),
            .sheet([.item(id: 1)], sizing: SheetSizing(detents: [.height(200)])),
            .sheet([.item(id: 2)]))
        try harness.save(saved)

        let result = await harness.restore(onto: Navigation(root: .profile))

        #expect(result.navigation?.screens == saved)
        #expect(result.dropped.isEmpty)
    }

    /// A size the user dragged the sheet to is the one it comes back at.
    @Test @MainActor func theDetentTheUserChoseComesBack() async throws {
        let harness = RestorationHarness()
        let navigator = Navigator<RestoreRoute>(root: .home)
        let sheet = navigator.router.present(
            .settings, sizing: SheetSizing(detents: [.medium, .large]))
        sheet.selectedDetent = .large
        try harness.restoration.save(navigator.state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreSingle()

        let restored = try #require(result.navigation?.tabs[0].stacks.last)
        #expect(restored.sizing == SheetSizing(detents: [.medium, .large], selected: .large))
    }
}
