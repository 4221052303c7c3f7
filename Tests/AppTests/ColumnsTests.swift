import AppCore
import Foundation
import Main
import Routing
import Testing

/// Main's columns in the composed App: how wide the windows are changes only how the
/// navigation shows; a link, a restoration and a relaunch keep the right columns.
@MainActor
@Suite struct ColumnsTests {
    @Test func aWideScreenShowsTheListBesideTheItemTheLinkOpened() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://items/42")
        #expect(harness.app.width(of: harness.app.currentScene) == .compact)
        #expect(harness.app.screen.title == "Item 42")
        harness.app.setWidth(.regular)
        await harness.app.settle()
        #expect(harness.app.screen.title == "Home | Item 42")
        #expect(harness.app.width(of: harness.app.currentScene) == .regular)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        harness.app.setWidth(.compact)
        #expect(harness.app.screen.title == "Item 42")
    }

    @Test func aRelaunchRestoresTheColumnsInEitherWidth() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.app.setWidth(.regular)
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        try await harness.perform("open-item", ["id": "2"])
        #expect(harness.app.screen.title.hasPrefix("Search | Search: blue | "))
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=blue", "/items/2"])
        #expect(!harness.app.screen.title.contains("|"), "compact after a relaunch: one stack")
        harness.app.setWidth(.regular)
        await harness.app.settle()
        #expect(harness.app.screen.title.hasPrefix("Search | Search: blue | "))
    }

    /// Each iPad window has its own size class: a scene's columns follow its own window's
    /// width, and a later report from another window changes only that window's scene.
    @Test func eachSceneShowsTheLayoutOfItsOwnWidth() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let wide = harness.app.currentScene
        try await harness.open("rootswitch://items/42")
        harness.app.setWidth(.regular, in: wide)
        let narrow = try harness.app.openScene(showing: "rootswitch://items/7")
        await harness.app.settle()
        #expect(harness.app.screen.title == "Item 7", "a new window is compact until it says")
        harness.app.setWidth(.compact, in: narrow)
        await harness.app.settle()

        #expect(harness.app.screen.title == "Item 7")
        try harness.app.switchScene(to: wide)
        await harness.app.settle()
        #expect(harness.app.screen.title == "Home | Item 42")
        #expect(harness.app.width(of: wide) == .regular)
        #expect(harness.app.width(of: narrow) == .compact)
    }

    /// A width reported for a scene no window shows (one closed meanwhile, or never opened)
    /// changes nothing: neither that scene nor the ones shown.
    @Test func aWidthForAnUnknownSceneChangesNothing() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://items/42")
        let unknown = SceneID(99)

        harness.app.setWidth(.regular, in: unknown)
        await harness.app.settle()

        #expect(harness.app.screen.title == "Item 42")
        #expect(harness.app.width(of: harness.app.currentScene) == .compact)
        #expect(harness.app.width(of: unknown) == .compact)
        #expect(harness.app.snapshot.scenes.count == 1)
    }

    @Test func settingsOpensAtAMediumHeightAndComesBackAtTheOneLeft() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("settings")
        let sheet = try #require(profileSheet(harness.app))
        #expect(sheet.selectedDetent == .medium)
        sheet.selectedDetent = .large
        try harness.app.setPhase(.inactive, of: harness.app.currentScene)
        try harness.relaunch()
        await harness.app.settle()
        #expect(try #require(profileSheet(harness.app)).selectedDetent == .large)
    }

    /// The tabs as the user arranged them in the sidebar, the platform's own customization
    /// (the order SwiftUI keeps where no API reads it) included, come back after a relaunch:
    /// else the tabs would snap back to the declared order.
    @Test func theTabsComeBackAsTheUserArrangedThem() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let navigator = try #require(mainNavigator(harness.app))
        let arranged = Navigation<MainRoute>.Arrangement(
            order: navigator.tabs.reversed(), hidden: [navigator.tabs[1]],
            platformCustomization: Data(#"{"tabOrder":["profile","home"]}"#.utf8))
        navigator.apply(.arrange(arranged))
        try harness.app.setPhase(.inactive, of: harness.app.currentScene)

        try harness.relaunch()
        await harness.app.settle()

        #expect(try #require(mainNavigator(harness.app)).arrangement == arranged)
    }

    /// The Main navigator of the current scene, if Main shows.
    private func mainNavigator(_ app: RootSwitchApp) -> Navigator<MainRoute>? {
        guard case .authenticated(_, let scenes) = app.root else { return nil }
        return scenes.navigation(of: app.currentScene)?.navigator
    }

    /// The sheet the profile tab presents in the current scene, if any.
    private func profileSheet(_ app: RootSwitchApp) -> Router<MainRoute>? {
        guard case .authenticated(_, let scenes) = app.root else { return nil }
        return scenes.navigation(of: app.currentScene)?.navigator.router(for: .profile)?.presented
    }
}
