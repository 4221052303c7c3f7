import AppCore
import Routing
import Testing

/// Reports a platform makes out of order or twice are harmless: a view that disappears and
/// appears again gets its scene back, a window asking for a scene still marked connected
/// takes it over as it is, and a report of a window that is gone changes nothing.
@MainActor @Suite struct WindowTakeoverTests {
    /// A signed-in App whose one window is active, showing item 5.
    private func showingAnItem() async throws -> (AppHarness, ConnectedWindow) {
        let harness = try AppHarness(windows: .awaitWindows)
        let window = try harness.app.windows.connect(.new)
        window.moved(to: .active)
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "5"])
        return (harness, window)
    }

    /// SwiftUI may make a window's view disappear and appear again without the window going
    /// anywhere: the window connects again restoring its scene and finds it as it saved it.
    @Test func aViewThatDisappearsAndAppearsAgainGetsItsSceneBack() async throws {
        let (harness, window) = try await showingAnItem()
        defer { harness.removeStateDirectory() }

        window.disconnected()
        let again = try harness.app.windows.connect(.restoring(window.scene))
        again.moved(to: .active)
        await harness.app.settle()
        #expect(again.scene == window.scene)
        #expect(harness.app.openScenes == [window.scene])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])

        // The view that went away says nothing any more, its close included.
        window.moved(to: .background)
        window.closed()
        #expect(harness.app.phase(of: again.scene) == .active)
        #expect(harness.app.openScenes == [window.scene])
        #expect(harness.fileExists("scenes/scene-1.json"))
    }

    /// The other order, which a modifier on a Group gave: the new content appears (connecting)
    /// before the old one disappears (disconnecting). The new connection takes the scene over,
    /// its navigation untouched, and the late disappearance changes nothing.
    @Test func aWindowAppearingBeforeTheOldOneDisappearsTakesTheSceneOver() async throws {
        let (harness, window) = try await showingAnItem()
        defer { harness.removeStateDirectory() }
        guard case .authenticated(_, let scenes) = harness.app.root else {
            Issue.record("signed in")
            return
        }
        let navigation = try #require(scenes.navigation(of: window.scene))

        let taking = try harness.app.windows.connect(.restoring(window.scene))
        window.disconnected()
        #expect(taking.scene == window.scene)
        #expect(harness.app.openScenes == [window.scene])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(scenes.navigation(of: window.scene) === navigation)
        taking.moved(to: .active)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
    }

    /// A window whose disconnection never reached the App (a report lost while the app was
    /// suspended) leaves its scene marked connected: the window that comes back for it gets it,
    /// not a new scene.
    @Test func aWindowReconnectingToASceneStillMarkedConnectedTakesItOver() async throws {
        let (harness, window) = try await showingAnItem()
        defer { harness.removeStateDirectory() }
        let other = try harness.app.windows.connect(.new)
        other.moved(to: .active)
        window.moved(to: .background)

        let back = try harness.app.windows.connect(.restoring(window.scene))
        back.moved(to: .active)
        await harness.app.settle()
        #expect(back.scene == window.scene)
        #expect(harness.app.openScenes == [window.scene, other.scene])
        #expect(harness.app.currentScene == window.scene)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])

        window.moved(to: .active)
        other.moved(to: .active)
        window.moved(to: .background)  // the old window's: nothing
        #expect(harness.app.phase(of: window.scene) == .active)
        window.disconnected()
        #expect(harness.app.openScenes == [window.scene, other.scene])
    }
}
