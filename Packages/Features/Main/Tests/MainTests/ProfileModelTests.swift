import FeatureShell
import Main
import Routing
import Testing

/// The profile and the settings sheet through the typed models only.
@MainActor
@Suite struct ProfileModelTests {
    /// The settings sheet over the profile, if one is presented.
    private func settingsSheet(_ main: MainHarness) -> Router<MainRoute>? {
        main.navigator.router(for: .profile)?.presented
    }

    @Test func holdsTheSignedInUser() async throws {
        let profile = try await MainHarness().tab(.profile, as: ProfileModel.self)
        #expect(profile.user == MainUser(email: "ann@example.com", name: "Ann"))
    }

    @Test func openSettingsPresentsTheSheetWithItsOwnStack() async throws {
        let main = await MainHarness()
        let profile = try await main.tab(.profile, as: ProfileModel.self)
        profile.openSettings()
        let sheet = try #require(settingsSheet(main))
        #expect(sheet.stack == [.settings])
        #expect(sheet.style == .sheet)
        #expect(sheet.sizing == .settings)
        #expect(main.screensViewed == ["home", "profile", "settings"])
    }

    @Test func showAboutPushesInsideTheSheetOnce() async throws {
        let main = await MainHarness()
        let profile = try await main.tab(.profile, as: ProfileModel.self)
        profile.openSettings()
        let settings = try main.model(.settings, as: SettingsModel.self)
        settings.showAbout()
        settings.showAbout()
        #expect(settingsSheet(main)?.path == [.settingsAbout])
        #expect(
            try main.model(.settingsAbout, as: AboutModel.self).version == MainHarness.appVersion)
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
    }

    @Test func closeDismissesTheSheetAndTracksItsOutcome() async throws {
        let main = await MainHarness()
        let profile = try await main.tab(.profile, as: ProfileModel.self)
        profile.openSettings()
        try main.model(.settings, as: SettingsModel.self).close()
        #expect(settingsSheet(main) == nil)
        #expect(main.sheetOutcomes == ["cancelled"])
        #expect(main.screensViewed.suffix(2) == ["settings", "profile"])
    }

    @Test func settingsActionsWithoutASheetDoNothing() async throws {
        let main = await MainHarness()
        _ = try await main.tab(.profile, as: ProfileModel.self)
        let settings = try main.model(.settings, as: SettingsModel.self)
        settings.showAbout()
        settings.close()
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes.isEmpty)
    }

    @Test func signOutIsReportedUpwardOnceConfirmed() async throws {
        let main = await MainHarness()
        let profile = try await main.tab(.profile, as: ProfileModel.self)
        profile.signOut()
        #expect(main.signOuts.count == 0)
        let router = try #require(main.navigator.router(for: .profile))
        let dialog = try #require(router.dialog)
        #expect(dialog.style == .confirmationDialog)
        router.choose(try #require(dialog.buttons.first { $0.role == .destructive }))
        #expect(main.signOuts.count == 1)
        #expect(main.expiries.count == 0)
        #expect(main.calls == [.firstItems])
    }
}
