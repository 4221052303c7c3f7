import Main
import Routing
import Testing

/// The profile and the settings sheet through the typed models only.
@MainActor
@Suite struct ProfileModelTests {
    /// The scene on the profile tab, selected as a tab bar would.
    private func profileTab() async throws -> (MainHarness, ProfileModel) {
        let main = await MainHarness()
        main.coordinator.tabs.select(.profile)
        await main.settle()
        return (main, try main.model(.profile, as: ProfileModel.self))
    }

    /// The settings sheet over the profile, if one is presented.
    private func settingsSheet(_ main: MainHarness) -> Router<MainRoute>? {
        main.coordinator.tabs.router(for: .profile)?.presentedRouter
    }

    @Test func holdsTheSignedInUser() async throws {
        let (_, profile) = try await profileTab()
        #expect(profile.user == MainUser(email: "ann@example.com", name: "Ann"))
    }

    @Test func openSettingsPresentsTheSheetWithItsOwnStack() async throws {
        let (main, profile) = try await profileTab()
        profile.openSettings()
        let sheet = try #require(settingsSheet(main))
        #expect(sheet.stack == [.settings])
        #expect(sheet.presentationStyle == .sheet(ownStack: true))
        #expect(main.screensViewed == ["home", "profile", "settings"])
    }

    @Test func showAboutPushesInsideTheSheetOnce() async throws {
        let (main, profile) = try await profileTab()
        profile.openSettings()
        let settings = try main.model(.settings, as: SettingsModel.self)
        settings.showAbout()
        settings.showAbout()
        #expect(settingsSheet(main)?.path == [.settingsAbout])
        #expect(try main.model(.settingsAbout, as: AboutModel.self).version == "1.0.0")
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
    }

    @Test func closeDismissesTheSheetAndTracksItsOutcome() async throws {
        let (main, profile) = try await profileTab()
        profile.openSettings()
        try main.model(.settings, as: SettingsModel.self).close()
        #expect(settingsSheet(main) == nil)
        #expect(main.sheetOutcomes == ["cancelled"])
        #expect(main.screensViewed.suffix(2) == ["settings", "profile"])
    }

    @Test func settingsActionsWithoutASheetDoNothing() async throws {
        let (main, _) = try await profileTab()
        let settings = try main.model(.settings, as: SettingsModel.self)
        settings.showAbout()
        settings.close()
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes.isEmpty)
    }

    @Test func signOutIsReportedUpward() async throws {
        let (main, profile) = try await profileTab()
        profile.signOut()
        #expect(main.signOuts.count == 1)
        #expect(main.expiries.count == 0)
        #expect(main.calls == [.firstItems])
    }
}
