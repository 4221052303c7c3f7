import Foundation
import Routing
import RoutingScenes
import Testing

/// How the user arranged the tabs (their order, the hidden ones) is saved with their
/// navigation, by the tabs' roots.
@Suite struct TabArrangementRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func theArrangementIsSavedForItsUserOnly() async throws {
        let harness = RestorationHarness()
        let saved = Screens<RestoreRoute>(
            arrangement: Navigation.Arrangement(order: [.profile, .home], hidden: [.search]),
            .tab([.home]), .tab([.search]), .tab([.profile]))
        try harness.save(saved)

        let restored = await harness.restoreTabs()
        let bob = await harness.restoration.restore(
            Fixture.scene, for: Fixture.bob, onto: Fixture.tabs)

        #expect(restored.navigation?.arrangement == (try saved.navigation()).arrangement)
        #expect(restored.navigation?.visibleTabs == [.profile, .home])
        #expect(bob.navigation == nil)
    }

    /// A tab an older build had leaves the order, and the tabs it did not have take their
    /// declared place after the ones it names.
    @Test func anArrangementNamingATabNoLongerThereKeepsTheRest() async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(
            Screens(
                arrangement: Navigation.Arrangement(
                    order: [.offers, .search, .home], hidden: [.offers]),
                .tab([.home]), .tab([.offers]), .tab([.search])))
        let harness = RestorationHarness(storage: old.storage)

        let restored = await harness.restoreTabs()

        #expect(
            restored.navigation?.arrangement
                == Navigation.Arrangement(order: [.search, .home, .profile]))
        #expect(restored.navigation?.visibleTabs == [.search, .home, .profile])
        #expect(restored.dropped == [RestorationDrop("tabs[1]", .unknown, entry: "test://offers")])
    }

    /// What is left of an arrangement may be none: the declared order with every tab shown is
    /// no arrangement, as a navigator keeps it. And one that hides every tab, which only a
    /// hand writes, is not restored: a navigator would refuse it.
    @Test(arguments: [
        #"{"order":["test://offers","test://home","test://search"],"hidden":["test://offers"]}"#,
        #"{"order":[],"hidden":[]}"#,
        #"{"order":["test://home"],"hidden":["test://home","test://search","test://profile"]}"#,
    ])
    func anArrangementLeftWithNothingToArrangeIsNone(arrangement: String) async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home"],"presented":[]}}],\
                "customization":\(arrangement)}
                """),
            for: Fixture.scene)

        let restored = await harness.restoreTabs()
        let navigation = try #require(restored.navigation)

        #expect(navigation.arrangement == nil)
        #expect(try Fixture.tabs.applying([.restore(navigation)]) == Fixture.tabs)
    }
}
