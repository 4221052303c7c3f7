import FeatureShell
import Main
import Routing
import Testing

/// Changes made on the routers directly, as SwiftUI's `TabView` and `NavigationStack(path:)`
/// bindings make them, are tracked and loaded as the coordinator's own are: the route that
/// comes on screen is reported once and its content loads.
@MainActor
@Suite struct RouterBindingTests {
    @Test func selectingATabOnTheTabRouterIsTracked() async {
        let main = await MainHarness()
        main.coordinator.tabs.select(.search)
        await main.settle()
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search]))
        #expect(main.screensViewed == ["home", "search"])
    }

    @Test func settingAPathLoadsWhatComesOnScreen() async throws {
        let main = await MainHarness()
        let home = try #require(main.coordinator.tabs.router(for: .home))
        home.path = [.item(id: 7)]
        await main.settle()
        #expect(main.screensViewed == ["home", "item"])
        #expect(
            try main.model(.item(id: 7), as: ItemModel.self).content == .loaded(ItemCatalog.item(7))
        )
        home.path = []
        await main.settle()
        #expect(main.screensViewed == ["home", "item", "home"])
        #expect(main.calls == [.firstItems, .item(7)])
    }

    @Test func onlyTheRouteAPathEndsOnIsTracked() async throws {
        let main = await MainHarness()
        let home = try #require(main.coordinator.tabs.router(for: .home))
        home.path = [.item(id: 1)]
        home.path = [.item(id: 1), .item(id: 2)]
        await main.settle()
        #expect(main.screensViewed == ["home", "item"])
        #expect(main.calls == [.firstItems, .item(2)])
    }

    @Test func theSettingsSheetsOwnPathCountsAndItsSystemDismissalIsTracked() async throws {
        let main = await MainHarness()
        main.coordinator.tabs.select(.profile)
        try main.model(.profile, as: ProfileModel.self).openSettings()
        let sheet = try #require(main.coordinator.tabs.router(for: .profile)?.presentedRouter)
        sheet.path = [.settingsAbout]
        await main.settle()
        #expect(main.location.modal == .settingsAbout)
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
        sheet.dismissBySystem()
        await main.settle()
        #expect(main.sheetOutcomes == ["dismissed_by_system"])
        #expect(main.screensViewed.suffix(2) == ["settings-about", "profile"])
    }

    @Test func aChangeMadeThroughTheCoordinatorIsNotTrackedTwice() async throws {
        let main = await MainHarness()
        try main.coordinator.selectTab(named: "search")
        #expect(main.screensViewed == ["home", "search"])
        await main.settle()
        #expect(main.screensViewed == ["home", "search"])
    }

    @Test func aStoppedNavigationTracksNothing() async {
        let main = await MainHarness()
        main.coordinator.stop()
        main.coordinator.tabs.select(.search)
        main.coordinator.tabs.selectedRouter.path = [.searchResults(query: "blue")]
        await main.settle()
        #expect(main.screensViewed == ["home"])
        #expect(main.calls == [.firstItems])
    }

    @Test func aRestartedNavigationTracksAgain() async {
        let main = await MainHarness()
        main.coordinator.stop()
        main.coordinator.start()
        main.coordinator.tabs.select(.profile)
        await main.settle()
        #expect(main.screensViewed == ["home", "profile"])
    }
}
