import AppCore
import Routing
import Testing

/// A user's close told from a system disconnect with what the platforms say: macOS's window
/// that will close (`ConnectedWindow.closed()`, before or after SwiftUI's disappearance), iOS's
/// discarded scene sessions (`AppWindows.closed(_:)`, at the next launch too), and a Mac app
/// quitting, whose closing windows are not closed by the user.
@MainActor @Suite struct WindowCloseTests {
    /// A signed-in App with two windows, the second active and showing item 6.
    private func twoWindows() async throws -> (AppHarness, ConnectedWindow, ConnectedWindow) {
        let harness = try AppHarness(windows: .awaitWindows)
        let first = try harness.app.windows.connect(.new)
        first.moved(to: .active)
        try await harness.signInDemo()
        let second = try harness.app.windows.connect(.new)
        second.moved(to: .active)
        try await harness.perform("open-item", ["id": "6"])
        second.moved(to: .inactive)
        return (harness, first, second)
    }

    /// The disappearance SwiftUI reports may come first: the close that follows still discards
    /// the scene the window showed.
    @Test func aCloseAfterTheDisappearanceDiscardsTheScene() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }

        second.disconnected()
        #expect(harness.app.disconnectedScenes == [second.scene])
        second.closed()
        #expect(harness.app.openScenes == [first.scene])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(!harness.fileExists("scenes/scene-2.json"))
    }

    /// Or the close comes first (AppKit posts it before the window goes): the disappearance
    /// after it changes nothing.
    @Test func aDisappearanceAfterTheCloseKeepsNothing() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }

        second.closed()
        second.disconnected()
        #expect(harness.app.openScenes == [first.scene])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(!harness.fileExists("scenes/scene-2.json"))
    }

    /// A window's late close is about the scene it showed only while no window has shown it
    /// since: the window that came back for it keeps it.
    @Test func aLateCloseLeavesASceneAnotherWindowShows() async throws {
        let (harness, _, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }

        second.disconnected()
        let back = try harness.app.windows.connect(.restoring(second.scene))
        second.closed()
        #expect(harness.app.openScenes.contains(back.scene))
        #expect(harness.fileExists("scenes/scene-2.json"))
    }

    /// iOS discards the session of a window the user swiped away in the app switcher; the
    /// session names the scene its window saved. Connected or kept, the scene goes.
    @Test func aDiscardedSessionsSceneIsDiscardedConnectedOrKept() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }
        second.disconnected()
        #expect(harness.app.disconnectedScenes == [second.scene])

        harness.app.windows.closed([second.scene, SceneID(42)])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(!harness.fileExists("scenes/scene-2.json"))
        #expect(harness.app.openScenes == [first.scene])

        harness.app.windows.closed([first.scene])
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.screen.title == "No window")
    }

    /// iOS reports the sessions discarded while the app was not running at its next launch,
    /// before any window: their scenes are discarded, the others wait for their windows.
    @Test func sessionsDiscardedWhileTheAppWasNotRunningAreDiscardedAtLaunch() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }
        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == [first.scene, second.scene])

        harness.app.windows.closed([second.scene])
        #expect(harness.app.disconnectedScenes == [first.scene])
        #expect(!harness.fileExists("scenes/scene-2.json"))
        // Its window will not come back; one that asked for its scene would get a fresh one.
        let asking = try harness.app.windows.connect(.restoring(second.scene))
        asking.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    /// Before the device's first unlock the list of scenes cannot be read: a discarded session
    /// waits for it, and its scene is discarded once the device is unlocked.
    @Test func aSessionDiscardedBeforeTheFirstUnlockWaitsForTheList() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }
        let lock = DeviceLock(locked: true)
        try harness.relaunch(lock: lock)

        harness.app.windows.closed([second.scene])
        #expect(harness.fileExists("scenes/scene-2.json"))
        lock.unlock()
        await harness.app.settle()
        #expect(harness.app.disconnectedScenes == [first.scene])
        #expect(!harness.fileExists("scenes/scene-2.json"))
    }

    /// A Mac app that quits closes its windows; they come back at the next launch, so their
    /// scenes are kept, not discarded.
    @Test func windowsClosingAsTheAppQuitsKeepTheirScenes() async throws {
        let (harness, first, second) = try await twoWindows()
        defer { harness.removeStateDirectory() }

        harness.app.windows.quitting()
        first.closed()
        second.closed()
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.disconnectedScenes == [first.scene, second.scene])
        #expect(harness.fileExists("scenes/scene-2.json"))

        try harness.relaunch()
        let back = try harness.app.windows.connect(.restoring(second.scene))
        back.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/6"])
    }
}
