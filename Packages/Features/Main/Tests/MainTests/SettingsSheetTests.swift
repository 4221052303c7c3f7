import FeatureShell
import Main
import Routing
import Testing

@MainActor
@Suite struct SettingsSheetTests {
    private func openSettings() async throws -> MainHarness {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        return main
    }

    /// How the settings sheet came on screen.
    enum Arrival: String, CaseIterable, Sendable {
        case profileAction, link, restore
    }

    /// How it goes, and the outcome analytics hears.
    enum Departure: String, CaseIterable, Sendable {
        case close, swipe, back, tabTapped, link, restore, stop

        var outcome: String {
            switch self {
            case .close: "cancelled"
            case .swipe, .back: "dismissed_by_system"
            case .tabTapped, .link, .restore, .stop: "closed_by_parent"
            }
        }
    }

    /// However the sheet came, Main runs it, and each way it closes is reported once.
    @Test(arguments: Arrival.allCases, Departure.allCases)
    func eachWayTheSheetClosesIsReportedHoweverItCame(
        arrival: Arrival, departure: Departure
    ) async throws {
        let main = await MainHarness()
        switch arrival {
        case .profileAction:
            try await main.select("profile")
            try await main.perform("settings")
        case .link:
            await main.open(.settings)
        case .restore:
            main.coordinator.restore(
                try .main([.select(.profile), .present(.settings, sizing: .settings)]))
        }
        #expect(
            main.location == ScreenLocation(tab: "profile", stack: [.profile], modal: .settings))
        switch departure {
        case .close: try await main.perform("close")
        case .swipe: main.navigator.topRouter.dismissBySystem()
        case .back: #expect(await main.back())
        case .tabTapped: try await main.select("profile")
        case .link: await main.open(.item(id: 1))
        case .restore: main.coordinator.restore(try .main([.select(.profile)]))
        case .stop: main.coordinator.stop()
        }
        #expect(main.navigator.state.stacks(of: .profile) == [.base(.profile)])
        #expect(main.sheetOutcomes == [departure.outcome])
    }

    @Test func settingsPresentsTheSheetOverTheProfile() async throws {
        let main = try await openSettings()
        #expect(
            main.location == ScreenLocation(tab: "profile", stack: [.profile], modal: .settings))
        #expect(main.screen.title == "Settings")
        #expect(main.actionNames == ["about", "signout", "close"])
        #expect(
            main.navigator.state.stacks(of: .profile) == [
                .base(.profile), .sheet(.settings, sizing: .settings),
            ])
        #expect(main.navigator.router(for: .profile)?.topmost.selectedDetent == .medium)
        #expect(main.screensViewed.suffix(2) == ["profile", "settings"])
    }

    @Test func aboutIsPushedInsideTheSheet() async throws {
        let main = try await openSettings()
        try await main.perform("about")
        #expect(
            main.location
                == ScreenLocation(tab: "profile", stack: [.profile], modal: .settingsAbout))
        #expect(main.screen.title == "About RootSwitch")
        #expect(main.screen.content.first == "Version \(MainHarness.appVersion)")
        #expect(main.actionNames.isEmpty)
        #expect(
            main.navigator.state.stacks(of: .profile).last?.routes == [.settings, .settingsAbout])
        #expect(main.screensViewed.last == "settings-about")
    }

    @Test func closeDismissesTheSheetAsCancelled() async throws {
        let main = try await openSettings()
        try await main.perform("close")
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.screen.title == "Profile")
        #expect(main.sheetOutcomes == ["cancelled"])
        #expect(main.screensViewed.suffix(3) == ["profile", "settings", "profile"])
    }

    @Test func backPopsInsideTheSheetThenDismissesIt() async throws {
        let main = try await openSettings()
        try await main.perform("about")
        #expect(await main.back())
        #expect(main.location.modal == .settings)
        #expect(main.sheetOutcomes.isEmpty)
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["dismissed_by_system"])
        #expect(await main.back() == false)
    }

    @Test func reselectingTheTabClosesTheSheetFromAbove() async throws {
        let main = try await openSettings()
        try await main.select("profile")
        #expect(main.location.modal == nil)
        #expect(main.sheetOutcomes == ["closed_by_parent"])
    }

    @Test func theSheetStaysWithItsTab() async throws {
        let main = try await openSettings()
        try await main.select("home")
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(main.screen.title == "Home")
        try await main.select("search")
        try main.coordinator.selectTab(named: "profile")
        #expect(main.location.modal == .settings)
        #expect(main.screen.title == "Settings")
        #expect(main.sheetOutcomes.isEmpty)
    }

    /// Main's flow ending closes the sheet as its parent, reported so; nothing is noted as
    /// shown once stopped.
    @Test func stoppingTheCoordinatorClosesTheSheet() async throws {
        let main = try await openSettings()
        main.coordinator.stop()
        #expect(main.location.modal == nil)
        #expect(main.navigator.state.stacks(of: .profile) == [.base(.profile)])
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        #expect(main.screensViewed.last == "settings")
    }

    @Test func stoppingWithoutASheetChangesNothing() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        let changes = main.countChanges()
        main.coordinator.stop()
        #expect(changes.count == 0)
        #expect(main.location.stack == [.home, .item(id: 3)])
        #expect(main.sheetOutcomes.isEmpty)
    }

    /// Only one settings sheet runs at a time: a second tap before the first sheet showed
    /// opens no second sheet over it, and the one on screen is the one run.
    @Test func aSecondTapOnSettingsLeavesOneSheet() async throws {
        let main = await MainHarness()
        let profile = try await main.tab(.profile, as: ProfileModel.self)
        profile.openSettings()
        profile.openSettings()
        #expect(
            main.navigator.state.stacks(of: .profile) == [
                .base(.profile), .sheet(.settings, sizing: .settings),
            ])
        try await main.perform("about")
        #expect(main.location.modal == .settingsAbout)
        await main.back()
        try await main.perform("close")
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["closed_by_parent", "cancelled"], "the first, replaced")
    }

    /// A settings sheet restored over another tab closes when the profile opens its own,
    /// which is the one run.
    @Test func openingSettingsClosesOneOpenInAnotherTab() async throws {
        let main = await MainHarness()
        main.coordinator.restore(try .main([.present(.settings, sizing: .settings)]))
        #expect(main.location.modal == .settings)
        try await main.select("profile")
        try await main.perform("settings")
        #expect(main.navigator.state.stacks(of: .home) == [.base(.home)])
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        try await main.perform("about")
        #expect(
            main.location
                == ScreenLocation(tab: "profile", stack: [.profile], modal: .settingsAbout))
        await main.back()
        try await main.perform("close")
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["closed_by_parent", "cancelled"])
    }

    @Test func theSheetOpensAgainAfterClosing() async throws {
        let main = try await openSettings()
        try await main.perform("close")
        try await main.perform("settings")
        try await main.perform("about")
        #expect(main.location.modal == .settingsAbout)
        await main.back()
        try await main.perform("close")
        #expect(main.location.modal == nil)
        #expect(main.sheetOutcomes == ["cancelled", "cancelled"])
    }

    /// Signing out from the sheet is the sheet's result: it closes as finished, and the profile
    /// under it asks first, as its own sign-out does, however the sheet came and wherever in it.
    @Test(arguments: Arrival.allCases)
    func signingOutFromTheSheetAsksOnTheProfile(arrival: Arrival) async throws {
        let main = await MainHarness()
        switch arrival {
        case .profileAction:
            try await main.select("profile")
            try await main.perform("settings")
        case .link:
            await main.open(.settings)
        case .restore:
            main.coordinator.restore(
                try .main([.select(.profile), .present(.settings, sizing: .settings)]))
        }
        try await main.perform("about")
        await main.back()
        try await main.perform("signout")
        #expect(main.sheetOutcomes == ["finished"])
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.screen.title == "Sign out?")
        #expect(main.signOuts.count == 0)
        try await main.perform("confirm")
        #expect(main.signOuts.count == 1)
    }

    @Test func cancellingTheSignOutTheSheetAskedForStaysOnTheProfile() async throws {
        let main = try await openSettings()
        try await main.perform("signout")
        try await main.perform("cancel")
        #expect(main.signOuts.count == 0)
        #expect(main.navigator.state.stacks(of: .profile) == [.base(.profile)])
        #expect(main.navigator.router(for: .profile)?.dialog == nil)
    }

    /// Closing the sheet any other way carries no choice: nothing is asked.
    @Test func closingTheSheetAsksNothing() async throws {
        let main = try await openSettings()
        try await main.perform("close")
        #expect(main.navigator.router(for: .profile)?.dialog == nil)
        #expect(main.screen.title != "Sign out?")
    }
}
