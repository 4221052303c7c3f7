import Foundation
import Routing
import Testing

/// The user's arrangement of the tabs is saved with their navigation.
@Suite struct TabCustomizationRestorationTests {
    typealias Fixture = RestorationFixture

    @Test func theArrangementIsSavedForItsUserOnly() async throws {
        let harness = RestorationHarness()
        let arranged = TabCustomization<RestoreTab>(order: [.profile, .home], hidden: [.search])
        let state = TabsState<RestoreTab, RestoreRoute>(
            selected: .home, tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home]))],
            customization: arranged)
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)
        let restored = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice
        ) { (tab: RestoreTab) in tab.root }
        #expect(restored.state?.customization == arranged)
        let bob = await harness.restoration.restore(
            Fixture.scene, for: Fixture.bob
        ) { (tab: RestoreTab) in tab.root }
        #expect(bob.state == nil)
    }

    @Test func anArrangementNamingATabNoLongerThereKeepsTheRest() async throws {
        let harness = RestorationHarness()
        let saved = TabsState<OldRestoreTab, RestoreRoute>(
            selected: .home, tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home]))],
            customization: TabCustomization(order: [.offers, .search, .home], hidden: [.offers]))
        try harness.restoration.save(saved, for: Fixture.scene, user: Fixture.alice)
        let restored = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice
        ) { (tab: RestoreTab) in tab.root }
        #expect(restored.state?.customization == TabCustomization(order: [.search, .home]))
    }
}
