import Foundation
import Testing

/// Dialogs at the `rootswitch` prompt: the dialog is the screen, its buttons its actions.
@Suite struct CLIDialogTests {
    @Test func signOutShowsTheDialogThenCancelAndConfirm() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            tab profile
            do signout
            do cancel
            state
            do signout
            do confirm
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Sign out?"))
        #expect(run.stdout.contains("do confirm  — Sign out"))
        #expect(run.stdout.contains("do cancel  — Cancel"))
        let states = run.states
        try #require(states.count == 2)
        #expect(states[0]["app"] as? String == "authenticated")
        #expect(states[1]["app"] as? String == "unauthenticated")
    }

    @Test func aMissingItemIsAnAlert() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            open rootswitch://items/9999
            do ok
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Item not found"))
        #expect(run.stdout.contains("do ok  — OK"))
        let scene = run.states.last?["scene"] as? [String: Any]
        #expect(scene?["stack"] as? [String] == ["/home"])
    }
}
