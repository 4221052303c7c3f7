import Foundation
import Routing
import Testing

/// Columns are read from a stack by position, so they are saved as that stack: a scene saved
/// wide comes back the same on a compact screen and the other way round.
@MainActor
@Suite struct ColumnRestorationTests {
    typealias Fixture = RestorationFixture

    /// A navigator whose stack shows `home` in the sidebar, item 1 in the content column and
    /// review 1 then `about` in the detail, under a sheet.
    private func columnsShown() -> Navigator<RestoreRoute> {
        let navigator = Navigator<RestoreRoute>(root: .home)
        let columns = navigator.router.columns(.tripleColumn)
        columns.show(.item(id: 1), in: .content)
        columns.show(.review(id: 1), in: .detail)
        columns.detailPath = [.about]
        navigator.router.present(.settings)
        return navigator
    }

    @Test func theColumnsComeBackTheSameAfterARelaunch() async throws {
        let harness = RestorationHarness()
        let shown = columnsShown()
        try harness.restoration.save(shown.state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreSingle()
        let navigator = Navigator<RestoreRoute>(root: .home)
        navigator.apply(.restore(try #require(result.navigation)))

        let columns = navigator.router.columns(.tripleColumn)
        #expect(columns.sidebar == .home)
        #expect(columns.content == .item(id: 1))
        #expect(columns.detail == [.review(id: 1), .about])
        #expect(navigator.router.presented?.stack == [.settings])
        // Read in two columns, the same stack puts the rest in the detail.
        #expect(
            navigator.router.columns(.doubleColumn).detail == [
                .item(id: 1), .review(id: 1), .about,
            ])
    }

    @Test func aDeletedDetailLeavesTheColumnsBeforeIt() async throws {
        let harness = RestorationHarness(deleted: [.review(id: 1)])
        try harness.restoration.save(
            columnsShown().state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoreSingle()
        let navigator = Navigator<RestoreRoute>(root: .home)
        navigator.apply(.restore(try #require(result.navigation)))

        let columns = navigator.router.columns(.tripleColumn)
        #expect(columns.content == .item(id: 1))
        #expect(columns.detail.isEmpty)
        #expect(columns.preferredCompactColumn == .content)
        #expect(result.dropped.map(\.reason) == [.invalid, .unreachable, .unreachable])
    }
}
