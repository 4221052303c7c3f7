import FeatureShell
import Foundation
import Main
import Routing
import Testing

/// `restore` replaces the navigation with a saved one as one change, leaving out what Main
/// cannot show where it was saved; a restored settings sheet is run like one the user opened.
@MainActor
@Suite struct MainRestorationTests {
    /// A state using every kind of entry: stacks in two tabs, the settings sheet with about
    /// pushed, and a sheet over it.
    private static func busy() throws -> Navigation<MainRoute> {
        try .main([
            .push(.item(id: 3)), .select(.search), .push(.searchResults(query: "blue")),
            .select(.profile), .present(.settings, sizing: .settings), .push(.settingsAbout),
            .present(.item(id: 9)),
        ])
    }

    @Test func navigationRoundTripsThroughRestore() async throws {
        let busy = try Self.busy()
        let first = await MainHarness()
        first.coordinator.restore(busy)
        await first.settle()
        #expect(first.navigator.state.shown == busy.shown)
        let data = try JSONEncoder().encode(first.navigator.state)
        let decoded = try JSONDecoder().decode(Navigation<MainRoute>.self, from: data)
        let second = await MainHarness()
        second.coordinator.restore(decoded)
        await second.settle()
        #expect(second.navigator.state.shown == busy.shown)
        #expect(second.navigator.selectedTab == .profile)
        #expect(
            second.location
                == ScreenLocation(tab: "profile", stack: [.profile], modal: .item(id: 9)))
        #expect(second.screen.content == ["A pink item"])
    }

    @Test func savesWhatTheUserDid() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        try await main.select("profile")
        try await main.perform("settings")
        try await main.perform("about")
        let state = main.navigator.state
        #expect(state.selectedTab == .profile)
        #expect(state.tabRoots == [.home, .search, .profile])
        #expect(
            state.shown == [
                [.base(.home, .item(id: 3))], [.base(.search)],
                [.base(.profile), .sheet(.settings, .settingsAbout, sizing: .settings)],
            ])
    }

    /// A restored settings sheet has no presenter to report how it closed: Main follows it as
    /// it follows one the profile opened.
    @Test func aRestoredSettingsSheetIsLive() async throws {
        let main = await MainHarness()
        let changes = main.countChanges()
        main.coordinator.restore(
            try .main([
                .select(.profile), .present(.settings, sizing: .settings), .push(.settingsAbout),
            ]))
        await main.settle()
        #expect(changes.count == 1)
        #expect(main.screensViewed == ["home", "settings-about"])
        await main.back()
        #expect(main.actionNames == ["about", "signout", "close"])
        try await main.perform("close")
        #expect(main.sheetOutcomes == ["cancelled"])
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
    }

    @Test func restoringOverAnOpenSettingsSheetFollowsTheRestoredOne() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        main.coordinator.restore(
            try .main([.select(.profile), .present(.settings, sizing: .settings)]))
        await main.settle()
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        try await main.perform("about")
        #expect(main.location.modal == .settingsAbout)
        try main.model(.settings, as: SettingsModel.self).close()
        #expect(main.sheetOutcomes == ["closed_by_parent", "cancelled"])
        #expect(main.location.modal == nil)
    }

    @Test func restoringLoadsOnlyWhatIsOnScreen() async throws {
        let main = await MainHarness()
        main.coordinator.restore(try Self.busy())
        await main.settle()
        #expect(main.calls == [.firstItems, .item(9)])
        #expect(main.screensViewed == ["home", "item"])
    }

    @Test func restoringClosesTheSheetOnScreen() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        main.coordinator.restore(try .main([]))
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
    }

    @Test func aSettingsSheetComesBackAtTheHeightItWasLeftAt() async throws {
        let main = await MainHarness()
        let dragged = SheetSizing(detents: [.medium, .large], selected: .large)
        main.coordinator.restore(
            try .main([.select(.profile), .present(.settings, sizing: dragged)]))
        await main.settle()
        let profile = main.navigator.router(for: .profile)
        #expect(profile?.presented?.selectedDetent == .large)
    }

    @Test func theArrangementOfTheTabsComesBack() async throws {
        let main = await MainHarness()
        let arranged = Navigation<MainRoute>.Arrangement(
            order: [.profile, .home, .search], hidden: [.search])
        main.coordinator.restore(try .main([.arrange(arranged)]))
        #expect(main.navigator.visibleTabs == [.profile, .home])
    }

    /// A layer Main never presents itself (an item in a sheet, from an older version) comes
    /// back, and what the user does there stays in it.
    @Test func actionsInARestoredSheetStayInIt() async throws {
        let main = await MainHarness()
        main.coordinator.restore(try .main([.present(.searchResults(query: "blue"))]))
        await main.settle()
        #expect(main.location.modal == .searchResults(query: "blue"))
        try await main.perform("open-item", ["id": "42"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home], modal: .item(id: 42)))
        #expect(main.screen.content == ["A blue item"])
        #expect(await main.back())
        #expect(main.location.modal == .searchResults(query: "blue"))
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(main.screen.content.count == 20)
    }
}
