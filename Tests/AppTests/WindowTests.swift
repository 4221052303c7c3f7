import AppCore
import Foundation
import Routing
import Testing

/// Windows as the platform has them, walked as a SwiftUI shell reports them
/// (`RootSwitchApp.windows`): each window connects its own scene, restoring the one it saved,
/// showing a link, or new; the system disconnects and reconnects windows; the user closes one.
@MainActor @Suite struct WindowTests {
    /// A signed-in App whose windows connect themselves, with one window connected and active.
    private func signedIn() async throws -> (AppHarness, ConnectedWindow) {
        let harness = try AppHarness(windows: .awaitWindows)
        let first = try harness.app.windows.connect(.new)
        first.moved(to: .active)
        try await harness.signInDemo()
        return (harness, first)
    }

    @Test func noSceneIsConnectedUntilAWindowConnectsOne() async throws {
        let harness = try AppHarness(windows: .awaitWindows)
        defer { harness.removeStateDirectory() }
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.screen.title == "No window")
        #expect(throws: AppError.self) { try harness.app.perform("signin") }

        let window = try harness.app.windows.connect(.restoring(SceneID(7)))
        #expect(window.scene == SceneID(1))
        #expect(harness.app.currentScene == window.scene)
        #expect(harness.app.phase(of: window.scene) == .background)
        window.moved(to: .active)
        #expect(harness.app.screen.title == "Welcome to RootSwitch")
    }

    @Test func theSystemDisconnectsABackgroundWindowAndReconnectsIt() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let second = try harness.app.windows.connect(.new)
        second.moved(to: .active)
        try await harness.perform("open-item", ["id": "5"])
        first.moved(to: .active)
        second.moved(to: .background)

        second.disconnected()
        await harness.app.settle()
        #expect(harness.app.openScenes == [first.scene])
        #expect(harness.app.disconnectedScenes == [second.scene])
        #expect(harness.fileExists("scenes/scene-2.json"))
        second.moved(to: .active)  // a window that is gone changes nothing
        #expect(harness.app.currentScene == first.scene)

        let back = try harness.app.windows.connect(.restoring(second.scene))
        #expect(back.scene == second.scene)
        back.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
        second.disconnected()  // the old window's report: the scene is the new window's now
        #expect(harness.app.openScenes == [first.scene, second.scene])
    }

    /// Every order of `[0, 1, 2]`.
    nonisolated static let orders = [
        [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
    ]

    /// What each of three windows shows: its tab and stack.
    nonisolated static let shown: [(tab: String, stack: [String])] = [
        ("home", ["/home", "/items/5"]), ("search", ["/search", "/search?q=blue"]),
        ("profile", ["/profile"]),
    ]

    @Test(arguments: orders)
    func threeWindowsRestoredInAnyOrderEachGetTheirOwnScene(order: [Int]) async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        var windows = [first]
        for _ in 1..<3 { windows.append(try harness.app.windows.connect(.new)) }
        windows[0].moved(to: .active)
        try await harness.perform("open-item", ["id": "5"])
        windows[1].moved(to: .active)
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        windows[2].moved(to: .active)
        try await harness.selectTab("profile")
        let saved = windows.map(\.scene)

        try harness.relaunch()
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.disconnectedScenes == saved)
        var restored: [Int: ConnectedWindow] = [:]
        for index in order {
            restored[index] = try harness.app.windows.connect(.restoring(saved[index]))
        }
        for (index, expected) in Self.shown.enumerated() {
            let window = try #require(restored[index])
            #expect(window.scene == saved[index])
            window.moved(to: .active)
            await harness.app.settle()
            #expect(harness.app.snapshot.scene.tab == expected.tab)
            #expect(harness.app.snapshot.scene.stack == expected.stack)
        }
    }

    @Test func aNewWindowAmongRestoredOnesTakesNoneOfTheirScenes() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        try await harness.perform("open-item", ["id": "5"])
        try harness.relaunch()

        let new = try harness.app.windows.connect(.new)
        let restored = try harness.app.windows.connect(.restoring(first.scene))
        let forgotten = try harness.app.windows.connect(.restoring(SceneID(9)))
        #expect(new.scene == SceneID(2))
        #expect(restored.scene == first.scene)
        #expect(forgotten.scene == SceneID(3))
        restored.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
        new.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func theUserClosesAWindowAndItsSceneIsDiscarded() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let second = try harness.app.windows.connect(.new)
        second.moved(to: .active)
        try await harness.perform("open-item", ["id": "6"])
        second.moved(to: .inactive)
        #expect(harness.fileExists("scenes/scene-2.json"))

        second.closed()
        #expect(harness.app.openScenes == [first.scene])
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(!harness.fileExists("scenes/scene-2.json"))
        #expect(harness.app.currentScene == first.scene)

        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == [first.scene])
        let asking = try harness.app.windows.connect(.restoring(second.scene))
        asking.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func theLastWindowClosesWhereATerminalKeepsOne() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        #expect(throws: AppError.self) { try harness.app.closeScene(first.scene) }

        first.closed()
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.screen.title == "No window")
    }

    @Test func aLinkOpensInANewWindowAndTheOldOneKeepsItsNavigation() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        try await harness.selectTab("search")
        let url = "rootswitch://items/42"

        let window = try harness.app.windows.connect(.showing(url: url))
        #expect(window.linkRefusal == nil)
        window.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.currentScene == window.scene)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "opened \(url)")
        first.moved(to: .active)
        #expect(harness.app.snapshot.scene.stack == ["/search"])
    }

    @Test func aWindowWhoseLinkCannotOpenShowsANewSceneAndSaysWhy() async throws {
        let (harness, _) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let url = "rootswitch://nowhere"

        let window = try harness.app.windows.connect(.showing(url: url))
        #expect(window.linkRefusal?.code.rawValue == "no_match")
        #expect(harness.app.openScenes.contains(window.scene))
        #expect(harness.events.deepLinks.last == "refused \(url)")
        window.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func theCapCountsOnlyWindowsShown() async throws {
        let harness = try AppHarness(windows: .awaitWindows)
        defer { harness.removeStateDirectory() }
        var windows: [ConnectedWindow] = []
        for _ in 0..<AppLimits.openScenes {
            windows.append(try harness.app.windows.connect(.new))
        }
        let refused = #expect(throws: AppError.self) {
            try harness.app.windows.connect(.new)
        }
        #expect(refused?.code == .tooManyScenes)
        #expect(harness.app.openScenes.count == AppLimits.openScenes)
        // A window taking over a scene still marked connected makes none: the cap allows it.
        windows[0] = try harness.app.windows.connect(.restoring(windows[0].scene))
        #expect(harness.app.openScenes.count == AppLimits.openScenes)

        windows[0].disconnected()
        let another = try harness.app.windows.connect(.new)
        #expect(another.scene == SceneID(AppLimits.openScenes + 1))
        #expect(harness.app.disconnectedScenes == [windows[0].scene])
    }

    /// A launch whose window comes back to the scene it showed leaves `scenes.json` as it
    /// was, sparing the first screen a write; the app going to the background then writes
    /// it, with this launch counted.
    @Test func aWindowBackOnItsSceneAtLaunchWritesNoList() async throws {
        let (harness, first) = try await signedIn()
        defer { harness.removeStateDirectory() }
        first.moved(to: .background)
        await harness.app.settle()
        harness.end()
        let list = try Data(contentsOf: harness.file("scenes.json"))

        try harness.relaunch()
        let window = try harness.app.windows.connect(.restoring(first.scene))
        window.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.openScenes == [first.scene])
        #expect(harness.app.screen.title == "Home")
        #expect(try Data(contentsOf: harness.file("scenes.json")) == list)

        window.moved(to: .background)
        await harness.app.settle()
        #expect(try Data(contentsOf: harness.file("scenes.json")) != list)
    }
}
