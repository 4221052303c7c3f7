import Foundation
import Routing
import RoutingScenes
import Testing

/// An active search is saved with its tab's navigation and the tab it goes back to, by link.
@Suite struct SearchRestorationTests {
    typealias Fixture = RestorationFixture
    private static let blank = try! Navigation<RestoreRoute>(
        tabs: [.home, .search, .profile], search: .search)

    @Test func anActiveSearchComesBackWithItsWayOut() async throws {
        let harness = RestorationHarness()
        let saved = try Self.blank.applying([.select(.profile), .select(.search)])
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)

        let restored = try #require(await harness.restore(onto: Self.blank).navigation)

        #expect(restored.search == saved.search)
        #expect(restored.search?.returnTab == .profile)
        #expect(try restored.applying([.endSearch]).selectedTab == .profile)
    }

    /// A search is the search tab's: saved by a navigation whose search tab is another, or
    /// going back to a tab no longer there, it comes back as far as it can and says what it
    /// left out.
    @Test func aSearchReturningToATabNoLongerThereEndsInPlace() async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://search","tabs":[\
                {"tab":"test://search","state":{"stack":["test://search"],"presented":[]}}],\
                "search":{"returnTab":"test://offers"}}
                """), for: Fixture.scene)

        let result = await harness.restore(onto: Self.blank)

        #expect(result.navigation?.search?.isActive == true)
        #expect(result.navigation?.search?.returnTab == nil)
        #expect(
            result.dropped == [
                RestorationDrop("search.returnTab", .unknown, entry: "test://offers")
            ])
    }

    @Test func aSearchSavedWhileAnotherTabIsSelectedIsNotRestored() async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home"],"presented":[]}}],\
                "search":{"returnTab":"test://profile"}}
                """), for: Fixture.scene)

        let result = await harness.restore(onto: Self.blank)

        #expect(result.navigation?.selectedTab == .home)
        #expect(result.navigation?.search?.isActive == false)
    }
}
