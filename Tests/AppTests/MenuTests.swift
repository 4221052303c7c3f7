import AppCore
import Routing
import Testing

/// The menu bar's commands as the App declares them: the Go menu is Main's menu item entry
/// points, each opened through the one table and gate like any entry, and Close Window closes
/// the scene it names, as the user closing its window does.
@MainActor @Suite struct MenuTests {
    @Test func theGoMenuIsTheDeclaredMenuItems() throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let menu = harness.app.menu
        #expect(menu.go.map(\.title) == ["Home", "Search", "Profile", "Settings"])
        #expect(menu.go.map { $0.key?.description } == ["⌘1", "⌘2", "⌘3", nil])
        #expect(menu.go[1].action == .go(.menuItem(title: "Search")))
        let titles = harness.app.entries.points.compactMap { point -> String? in
            if case .menuItem(let title, _) = point.kind { title } else { nil }
        }
        #expect(menu.go.map(\.title) == titles)
        let scene = harness.app.currentScene
        let close = try #require(menu.items(for: scene).last)
        #expect(close.title == AppText.closeWindow)
        #expect(close.key == .closeWindow)
        #expect(close.action == .closeWindow(scene))
        // No window shows scene 9: it has no Close Window.
        #expect(menu.closeWindow(of: SceneID(9)) == nil)
        #expect(menu.items(for: SceneID(9)) == menu.go)
    }

    @Test func aGoItemWaitsForSignInAsAnyEntry() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try harness.app.menu.run(harness.app.menu.go[2])  // Profile
        await harness.app.settle()
        #expect(harness.app.pendingDeepLink == "rootswitch://profile")
        #expect(harness.events.deepLinks == ["deferred rootswitch://profile"])

        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.tab == "profile")
        #expect(harness.events.deepLinks.last == "replayed rootswitch://profile")
    }

    @Test func aGoItemOpensInTheWindowShowingItsTab() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.app.openScene()
        try await harness.selectTab("search")
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()

        try harness.app.menu.run(titled: "Search", in: SceneID(1))
        await harness.app.settle()
        #expect(harness.app.currentScene == SceneID(2))
        #expect(harness.app.snapshot.scene.tab == "search")
        #expect(harness.events.deepLinks.last == "opened rootswitch://search")
        try harness.app.menu.run(titled: "Settings", in: SceneID(2))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.modal == "/profile/settings")
    }

    @Test func closeWindowClosesTheSceneItNames() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.app.openScene()
        await harness.app.settle()
        #expect(harness.app.currentScene == SceneID(2))

        // Scene 1's item closes scene 1, though scene 2 is current.
        let close = try #require(harness.app.menu.closeWindow(of: SceneID(1)))
        try harness.app.menu.run(close)
        #expect(harness.app.openScenes == [SceneID(2)])
        #expect(harness.app.disconnectedScenes.isEmpty)
        // Its scene is gone: running the item again changes nothing.
        try harness.app.menu.run(close)
        #expect(harness.app.openScenes == [SceneID(2)])
        // The last window closes too, as a platform's does.
        try harness.app.menu.run(titled: AppText.closeWindow, in: SceneID(2))
        #expect(harness.app.openScenes.isEmpty)
    }

    @Test func anUnknownItemSaysWhatTheMenuHas() throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let error = #expect(throws: AppError.self) {
            try harness.app.menu.run(titled: "Wishlist", in: harness.app.currentScene)
        }
        #expect(error?.code == .unknownMenuItem)
        #expect(
            error?.reason
                == "no menu item is titled 'Wishlist': the menu has 'Home', 'Search', "
                + "'Profile', 'Settings', 'Close Window'")
        #expect(harness.events.deepLinks.isEmpty)
    }
}
