import Foundation
import Testing

/// The `rootswitch` command's scenes, as the platform's windows behave: `scene disconnect N`
/// keeps the scene across a relaunch, `scene reconnect N` brings it back as it was, and
/// `scene close N` discards it.
@Suite struct CLISceneTests {
    @Test func aDisconnectedSceneOutlivesARelaunchAndReconnectsAsItWas() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let first = try cli.run(
            """
            \(demoSignIn)
            scene open
            do open-item id=6
            scene disconnect 2
            state
            """)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.states.last?["scenes"] as? [Int] == [1])
        #expect(first.stdout.contains("[scene 1] Home"), "\(first.stdout)")

        let second = try cli.run(
            """
            scene switch 2
            scene reconnect 2
            state
            scene close 2
            scene reconnect 2
            """)
        #expect(second.status == 1)
        let state = try #require(second.states.last)
        #expect(state["scenes"] as? [Int] == [1, 2])
        #expect((state["scene"] as? [String: Any])?["id"] as? Int == 2)
        #expect((state["scene"] as? [String: Any])?["stack"] as? [String] == ["/home", "/items/6"])
        #expect(second.stderr.contains("scene 2 is disconnected; reconnect it first"))
        #expect(second.stderr.contains("scene 2 is not open"), "\(second.stderr)")
    }

    @Test func withNoWindowLeftTheScreenSaysSo() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("scene disconnect 1\nscene reconnect 1\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[scene 1] No window"), "\(run.stdout)")
        #expect(run.stdout.contains("[scene 1] Welcome to RootSwitch"))
    }
}
