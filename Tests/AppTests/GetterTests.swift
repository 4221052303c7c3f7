import AppCore
import Routing
import Testing

/// Reading the App does no work: the screen is made once per change however often it is
/// read (a terminal reads it before and after each command, a journal after each input, views
/// whenever they draw), and a scene's navigation is looked up, never made, by a read.
@MainActor @Suite struct GetterTests {
    @Test func readingTheScreenAgainMakesNothing() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let shown = harness.app.screen
        let made = harness.app.screensMade

        for _ in 0..<5 { #expect(harness.app.screen.title == shown.title) }
        _ = harness.app.snapshot
        #expect(harness.app.screensMade == made)
    }

    /// What one `rootswitch` command reads: the screen's secrets before the action, the
    /// action, then the screen to print and to compare with the one printed.
    @Test(arguments: [
        ("home", "open-item", ["id": "5"]), ("profile", "settings", [:]),
    ])
    func oneCommandMakesOneScreen(tab: String, action: String, arguments: [String: String])
        async throws
    {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab(tab)
        let before = harness.app.screen
        let made = harness.app.screensMade

        _ = harness.app.screen.action(named: action)
        try harness.app.perform(action, arguments: arguments)
        await harness.app.settle()
        let after = harness.app.screen
        for _ in 0..<3 { #expect(harness.app.screen.title == after.title) }
        #expect(after.title != before.title)
        #expect(harness.app.screensMade == made + 1)
    }

    @Test func aChangeSeenByNoReaderMakesNoScreen() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        _ = harness.app.screen
        let made = harness.app.screensMade

        try harness.app.selectTab("search")
        try harness.app.selectTab("profile")
        try harness.app.selectTab("home")
        #expect(harness.app.screensMade == made)
        #expect(harness.app.screen.title == "Home")
        #expect(harness.app.screensMade == made + 1)
    }

    @Test func lookingUpASceneNavigationMakesNone() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let kept = try harness.app.openScene()
        try harness.app.disconnectScene(kept)
        await harness.app.settle()
        guard case .authenticated(_, let scenes) = harness.app.root else {
            Issue.record("signed in, not \(harness.app.root.kind)")
            return
        }

        #expect(scenes.navigation(of: SceneID(1)) != nil)
        #expect(scenes.navigation(of: kept) == nil)
        #expect(scenes.navigation(of: SceneID(9)) == nil)
        #expect(scenes.navigation(of: kept) == nil)
        #expect(harness.app.runningWork.isEmpty)
    }
}
