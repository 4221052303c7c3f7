import AppCore
import Routing
import RoutingTesting
import Testing

/// Several scenes at once, each with its own navigation, kept across relaunches.
@MainActor @Suite struct SceneTests {
    @Test func eachSceneKeepsItsOwnNavigationAcrossRelaunch() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "5"])

        let second = try harness.app.openScene()
        await harness.app.settle()
        #expect(second == SceneID(2))
        #expect(harness.app.snapshot.scenes == [1, 2])
        #expect(harness.app.snapshot.scene.id == 2)
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        let searching = ["/search", "/search?q=blue"]
        #expect(harness.app.snapshot.scene.stack == searching)

        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.id == 1)
        #expect(harness.app.snapshot.scene.tab == "home")
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
        try harness.app.switchScene(to: second)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "search")
        #expect(harness.app.snapshot.scene.stack == searching)

        try harness.relaunch()
        #expect(harness.app.snapshot.scenes == [1, 2])
        #expect(harness.app.snapshot.scene.id == 2)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "search")
        #expect(harness.app.snapshot.scene.stack == searching)
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
    }

    @Test func signOutResetsEveryScene() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "5"])
        harness.app.setPhase(.inactive)  // saves scene 1's navigation
        try harness.app.openScene()
        await harness.app.settle()
        #expect(harness.fileExists("scenes/scene-1.json"))

        try await harness.selectTab("profile")
        try await harness.perform("signout")
        try await harness.perform("confirm")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        #expect(!harness.fileExists("scenes/scene-1.json"))

        // Signing in again starts every scene afresh, on the home tab.
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        try harness.app.switchScene(to: SceneID(2))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "home")
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func closedSceneIsForgotten() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let second = try harness.app.openScene()
        await harness.app.settle()
        try await harness.perform("open-item", ["id": "6"])
        harness.app.setPhase(.inactive)
        await harness.app.settle()
        #expect(harness.fileExists("scenes/scene-2.json"))

        try harness.app.closeScene(second)
        await harness.app.settle()
        #expect(harness.app.snapshot.scenes == [1])
        #expect(harness.app.snapshot.scene.id == 1)
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(!harness.fileExists("scenes/scene-2.json"))

        try harness.relaunch()
        #expect(harness.app.snapshot.scenes == [1])
        // A scene opened later gets the next number afresh, with nothing restored.
        #expect(try harness.app.openScene() == SceneID(2))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func closingScenes() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let last = #expect(throws: AppError.self) { try harness.app.closeScene(SceneID(1)) }
        #expect(last?.code == .lastScene)
        #expect(harness.app.snapshot.scenes == [1])

        let second = try harness.app.openScene()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        try harness.app.closeScene(second)
        await harness.app.settle()
        #expect(harness.app.snapshot.scenes == [1])
        #expect(harness.app.snapshot.scene.id == 1)
        let again = #expect(throws: AppError.self) { try harness.app.closeScene(SceneID(1)) }
        #expect(again?.code == .lastScene)
    }

    @Test func unknownScenesAreRefused() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let before = harness.app.snapshot
        let closing = #expect(throws: AppError.self) { try harness.app.closeScene(SceneID(7)) }
        #expect(closing?.code.rawValue == "unknown_scene")
        let switching = #expect(throws: AppError.self) {
            try harness.app.switchScene(to: SceneID(7))
        }
        #expect(switching?.code.rawValue == "unknown_scene")
        #expect(harness.app.snapshot == before)
    }

    @Test func aWindowReportsItsOwnPhaseWithoutBecomingCurrent() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "5"])
        let other = try harness.app.openScene()
        #expect(!harness.fileExists("scenes/scene-1.json"))

        try harness.app.setPhase(.inactive, of: SceneID(1))  // saves scene 1's navigation
        await harness.app.settle()
        #expect(harness.app.currentScene == other)
        #expect(harness.app.phase(of: SceneID(1)) == .inactive)
        #expect(harness.fileExists("scenes/scene-1.json"))
        #expect(throws: AppError.self) { try harness.app.setPhase(.active, of: SceneID(9)) }
    }

    @Test func aDisconnectedSceneIsKeptAcrossARelaunchAndReconnects() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let second = try harness.app.openScene()
        try await harness.perform("open-item", ["id": "6"])

        try harness.app.disconnectScene(second)
        #expect(harness.app.openScenes == [SceneID(1)])
        #expect(harness.app.disconnectedScenes == [second])
        #expect(harness.app.currentScene == SceneID(1))
        #expect(harness.fileExists("scenes/scene-2.json"))

        try harness.relaunch()
        #expect(harness.app.openScenes == [SceneID(1)])
        #expect(harness.app.disconnectedScenes == [second])
        try harness.app.reconnectScene(second)
        await harness.app.settle()
        #expect(harness.app.currentScene == second)
        #expect(harness.app.phase(of: second) == .active)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/6"])
        #expect(harness.app.disconnectedScenes.isEmpty)
    }

    @Test func withEveryWindowDisconnectedNothingShowsUntilOneConnects() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "5"])

        try harness.app.disconnectScene(SceneID(1))
        #expect(harness.app.openScenes.isEmpty)
        #expect(harness.app.screen.title == "No window")
        #expect(!harness.app.back())
        let opening = #expect(throws: AppError.self) {
            try harness.app.open("rootswitch://items/1")
        }
        #expect(opening?.reason == "scene 1 is disconnected; reconnect it first")
        let switching = #expect(throws: AppError.self) {
            try harness.app.switchScene(to: SceneID(1))
        }
        #expect(switching?.code.rawValue == "unknown_scene")

        // A relaunch connects the scene that was current, as the platform shows the last window.
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.openScenes == [SceneID(1)])
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/5"])
    }

    @Test func reconnectingTakesOnlyAKeptSceneAndClosingForgetsOne() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let connected = #expect(throws: AppError.self) {
            try harness.app.reconnectScene(SceneID(1))
        }
        #expect(connected?.code.rawValue == "already_connected")
        let unknown = #expect(throws: AppError.self) { try harness.app.reconnectScene(SceneID(9)) }
        #expect(unknown?.code.rawValue == "unknown_scene")
        let disconnecting = #expect(throws: AppError.self) {
            try harness.app.disconnectScene(SceneID(9))
        }
        #expect(disconnecting?.code.rawValue == "unknown_scene")

        let second = try harness.app.openScene()
        try harness.app.disconnectScene(second)
        try harness.app.closeScene(second)
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(throws: AppError.self) { try harness.app.reconnectScene(second) }
    }

    /// The system takes a window through the background before it disconnects it, as UIKit
    /// does: its navigation is saved there.
    @Test func disconnectingGoesThroughTheBackground() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let second = try harness.app.openScene()
        let recorder = NavigationRecorder(harness.app.navigationEvents, kinds: [.scene])

        try harness.app.disconnectScene(second)
        recorder.expect(
            .scene(.sceneEnteredBackground(second)), .scene(.sceneDisconnected(second)))
    }
}
