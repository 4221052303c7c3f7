import FeatureShell
import Main
import Routing
import Testing

/// Changes made on the navigator directly, as SwiftUI's `TabView`, `NavigationStack(path:)` and
/// sheet bindings make them, are noted as the coordinator's own are: each is one change, told
/// to the coordinator once as it is applied, so the route that comes on screen is reported once
/// and its content loads, with nothing to wait for.
@MainActor
@Suite struct RouterBindingTests {
    /// Each way a change can arrive, from the home tab at its root: the same change (item 7
    /// pushed on home), noted once.
    enum Door: String, CaseIterable, Sendable {
        case modelPush, pathWritten, navigatorApply, routerPush, link, sidebarSelection
    }

    @Test(arguments: Door.allCases)
    func aChangeIsNotedOnceHoweverItArrives(door: Door) async throws {
        let main = await MainHarness()
        let home = try #require(main.navigator.router(for: .home))
        let columns = try #require(main.coordinator.columns(for: .home))
        let changes = main.countChanges()
        switch door {
        case .modelPush: try main.model(.home, as: HomeModel.self).openItem(id: 7)
        case .pathWritten: home.path = [.item(id: 7)]
        case .navigatorApply: main.navigator.apply([.dismissAll, .push(.item(id: 7))])
        case .routerPush: home.push(.item(id: 7))
        case .link: main.coordinator.navigator.open(.item(id: 7))
        case .sidebarSelection: columns.sidebarSelection = .item(id: 7)
        }
        #expect(changes.count == 1)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 7)]))
        #expect(main.screensViewed == ["home", "item"], "noted as the change is applied")
        await main.settle()
        #expect(main.screensViewed == ["home", "item"])
        #expect(main.calls == [.firstItems, .item(7)])
        #expect(
            try main.model(.item(id: 7), as: ItemModel.self).content == .loaded(ItemCatalog.item(7))
        )
    }

    @Test func selectingATabOnTheNavigatorIsNoted() async {
        let main = await MainHarness()
        main.navigator.selectedTab = .search
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(main.screensViewed == ["home", "search"])
    }

    @Test func settingAPathLoadsWhatComesOnScreen() async throws {
        let main = await MainHarness()
        let home = try #require(main.navigator.router(for: .home))
        home.path = [.item(id: 7)]
        await main.settle()
        #expect(main.screensViewed == ["home", "item"])
        home.path = []
        await main.settle()
        #expect(main.screensViewed == ["home", "item", "home"])
        #expect(main.calls == [.firstItems, .item(7)])
    }

    @Test func onlyTheRouteAPathEndsOnIsNoted() async throws {
        let main = await MainHarness()
        let home = try #require(main.navigator.router(for: .home))
        home.path = [.item(id: 1), .item(id: 2)]
        await main.settle()
        #expect(main.screensViewed == ["home", "item"])
        #expect(main.calls == [.firstItems, .item(2)])
    }

    @Test func eachPathWrittenIsOneChangeNotedOnce() async throws {
        let main = await MainHarness()
        let home = try #require(main.navigator.router(for: .home))
        let changes = main.countChanges()
        home.path = [.item(id: 1)]
        home.path = [.item(id: 1), .item(id: 2)]
        await main.settle()
        #expect(changes.count == 2)
        #expect(main.screensViewed == ["home", "item", "item"])
        #expect(main.calls == [.firstItems, .item(1), .item(2)])
    }

    @Test func aChangeThatLeavesTheSameRouteOnScreenIsNotReported() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        let sheet = try #require(main.navigator.router(for: .profile)?.presented)
        let changes = main.countChanges()
        sheet.selectedDetent = .large
        #expect(changes.count == 1)
        #expect(main.screensViewed == ["home", "profile", "settings"])
    }

    @Test func theSettingsSheetsOwnPathCountsAndItsSystemDismissalIsNoted() async throws {
        let main = await MainHarness()
        main.navigator.selectedTab = .profile
        try main.model(.profile, as: ProfileModel.self).openSettings()
        let sheet = try #require(main.navigator.router(for: .profile)?.presented)
        sheet.path = [.settingsAbout]
        #expect(main.location.modal == .settingsAbout)
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
        sheet.dismissBySystem()
        #expect(main.sheetOutcomes == ["dismissed_by_system"])
        #expect(main.screensViewed.suffix(2) == ["settings-about", "profile"])
    }

    @Test func aChangeMadeThroughTheCoordinatorIsNotNotedTwice() async throws {
        let main = await MainHarness()
        try main.coordinator.selectTab(named: "search")
        #expect(main.screensViewed == ["home", "search"])
        await main.settle()
        #expect(main.screensViewed == ["home", "search"])
    }

    @Test func aStoppedNavigationNotesNothing() async {
        let main = await MainHarness()
        main.coordinator.stop()
        main.navigator.selectedTab = .search
        main.navigator.topRouter.path = [.searchResults(query: "blue")]
        await main.settle()
        #expect(main.screensViewed == ["home"])
        #expect(main.calls == [.firstItems])
    }

    @Test func aRestartedNavigationNotesAgain() async {
        let main = await MainHarness()
        main.coordinator.stop()
        main.coordinator.start()
        main.navigator.selectedTab = .profile
        #expect(main.screensViewed == ["home", "profile"])
    }
}
