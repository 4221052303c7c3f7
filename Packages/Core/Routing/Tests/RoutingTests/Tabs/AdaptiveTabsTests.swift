import Foundation
import Routing
import RoutingTesting
import TestSupport
import Testing

/// Tabs that become a sidebar's sections on a wide screen, arranged as the user likes.
@Suite @MainActor struct AdaptiveTabsTests {
    typealias Tabs = TabRouter<TestTab, TestRoute>
    let recorder = Recorder()
    let events = NavigationEvents()

    func makeTabs() throws -> Tabs {
        try Tabs(
            tabs: [.home, .search, .profile],
            sections: [TabSection("Browse", tabs: [.home, .search])], events: events,
            onIssue: { [recorder] in recorder.onIssue($0) }, root: { _ in .home })
    }

    @Test func sectionsGroupTheTabsForTheSidebar() throws {
        let tabs = try makeTabs()
        #expect(tabs.sections == [TabSection("Browse", tabs: [.home, .search])])
        #expect(tabs.visibleTabs == [.home, .search, .profile])
    }

    @Test(
        arguments: [
            [TabSection("A", tabs: [TestTab.home]), TabSection("B", tabs: [.home])],
            [TabSection("A", tabs: [.home, .profile])],
        ])
    func refusesSectionsNamingATabTwiceOrAnUnknownTab(_ sections: [TabSection<TestTab>]) {
        let error = #expect(throws: RoutingError.self) {
            try Tabs(tabs: [.home, .search], sections: sections) { _ in .home }
        }
        #expect(error?.code == .invalidTabs)
    }

    @Test func theUsersOrderAndHiddenTabsArrangeTheBar() throws {
        let tabs = try makeTabs()
        let navigation = NavigationRecorder(events)
        tabs.customize(TabCustomization(order: [.profile, .home, .profile], hidden: [.search]))
        #expect(
            tabs.customization
                == TabCustomization(order: [.profile, .home, .search], hidden: [.search]))
        #expect(tabs.visibleTabs == [.profile, .home])
        tabs.setHidden(false, for: .search)
        #expect(tabs.visibleTabs == [.profile, .home, .search])
        navigation.expect(
            .customizeTabs(order: ["profile", "home", "search"], hidden: ["search"]),
            .customizeTabs(order: ["profile", "home", "search"], hidden: []))
    }

    @Test func hidingEveryTabIsRefused() throws {
        let tabs = try makeTabs()
        tabs.customize(TabCustomization(hidden: [.home, .search, .profile]))
        tabs.setHidden(true, for: .home)
        #expect(tabs.visibleTabs == [.search, .profile])
        #expect(recorder.issues == [.invalidTabs])
    }

    @Test func aLinkIntoAHiddenTabStillOpensIt() throws {
        let tabs = try makeTabs()
        tabs.setHidden(true, for: .profile)
        tabs.show([.detail(1)], in: .profile)
        #expect(tabs.selected == .profile)
        #expect(tabs.selectedRouter.stack == [.home, .detail(1)])
        #expect(tabs.visibleTabs == [.home, .search], "still hidden from the bar")
    }

    @Test func reselectingAnArrangedTabStillPopsToItsRoot() throws {
        let tabs = try makeTabs()
        tabs.customize(TabCustomization(order: [.search, .home]))
        tabs.select(.search)
        tabs.selectedRouter.push(.detail(1))
        tabs.select(.search)
        #expect(tabs.selectedRouter.stack == [.home])
    }

    @Test func arrangingTheTabsNotifiesItsReadersOnly() throws {
        let tabs = try makeTabs()
        let arrangement = ChangeCounter { _ = tabs.visibleTabs }
        let selection = ChangeCounter { _ = tabs.selected }
        tabs.customize(TabCustomization(order: [.search]))
        tabs.customize(TabCustomization(order: [.search]))
        #expect(arrangement.count == 1)
        #expect(selection.count == 0)
    }

    @Test func theArrangementIsPartOfTheStateAndRestored() throws {
        let tabs = try makeTabs()
        #expect(tabs.state.customization == nil, "the declared arrangement is not saved")
        let arranged = TabCustomization<TestTab>(
            order: [.profile, .search, .home], hidden: [.home])
        tabs.customize(arranged)
        #expect(tabs.state.customization == arranged)
        let other = try makeTabs()
        other.restore(tabs.state)
        #expect(other.customization == arranged)
        #expect(other.visibleTabs == [.profile, .search])
    }
}
