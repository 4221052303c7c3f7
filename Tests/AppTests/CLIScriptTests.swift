import Foundation
import Testing

/// The `rootswitch` command in script mode: the demo flows end to end, through the binary.
@Suite struct CLIScriptTests {
    @Test func freshDeviceSignsInOpensALinkAndSignsOut() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            state
            \(demoSignIn)
            open rootswitch://items/42
            state
            tab profile
            do signout
            do confirm
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.states
        try #require(states.count == 3)
        #expect(states[0]["app"] as? String == "unauthenticated")
        #expect((states[0]["scene"] as? [String: Any])?["stack"] as? [String] == ["/intro"])
        #expect(states[1]["app"] as? String == "authenticated")
        #expect(states[1]["user"] as? String == "demo@rootswitch.dev")
        let scene = states[1]["scene"] as? [String: Any]
        #expect(scene?["stack"] as? [String] == ["/home", "/items/42"])
        #expect(scene?["tab"] as? String == "home")
        #expect(states[2]["app"] as? String == "unauthenticated")
        #expect(states[2]["user"] is NSNull)
        #expect(run.stdout.contains("Item 42"))
    }

    /// `--locked` starts as iOS may before the device's first unlock: loading, nobody signed
    /// out, a link waiting; `device unlock` goes on where the user left off.
    @Test func aLockedLaunchWaitsForTheUnlockSigningNobodyOut() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let first = try cli.run("\(demoSignIn)\ndo open-item id=7\nquit\n")
        #expect(first.status == 0, "\(first.stderr)")

        let run = try cli.run(
            """
            state
            open rootswitch://items/3
            state
            device unlock
            state
            """, arguments: ["--locked"])
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.states
        try #require(states.count == 3)
        #expect(states[0]["app"] as? String == "locked")
        #expect(states[0]["user"] is NSNull)
        #expect(states[1]["pendingDeepLink"] as? String == "rootswitch://items/3")
        #expect(states[2]["app"] as? String == "authenticated")
        #expect(states[2]["user"] as? String == "demo@rootswitch.dev")
        #expect(
            (states[2]["scene"] as? [String: Any])?["stack"] as? [String] == ["/home", "/items/3"])
        #expect(run.stdout.contains("RootSwitch opens once this device is unlocked."))
    }

    @Test func deviceUnlockOnAnUnlockedDeviceChangesNothing() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("device unlock\nstate\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.states.first?["app"] as? String == "unauthenticated")
    }

    @Test func layoutShowsHomeAsColumnsAndBack() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            open rootswitch://items/42
            layout regular
            state
            layout compact
            layout wide
            """)
        #expect(run.status != 0, "the last line is refused")
        #expect(run.stdout.contains("Home | Item 42"))
        #expect(run.stdout.contains("[Home]"))
        let stack = (run.states.first?["scene"] as? [String: Any])?["stack"] as? [String]
        #expect(stack == ["/home", "/items/42"], "the same navigation in either width")
        #expect(run.stderr.contains("layout needs compact or regular"))
    }

    @Test func stateHasEveryDocumentedKey() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("state\n")
        let state = try #require(run.states.first)
        for key in ["app", "step", "user", "error", "scene", "pendingDeepLink"] {
            #expect(state.keys.contains(key), "missing \(key)")
        }
        let scene = try #require(state["scene"] as? [String: Any])
        for key in ["id", "tab", "stack", "modal"] {
            #expect(scene.keys.contains(key), "missing scene.\(key)")
        }
        #expect(scene["id"] as? Int == 1)
    }

    @Test func returningUserGoesStraightToMainOnRelaunch() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let first = try cli.run("\(demoSignIn)\ndo open-item id=7\nphase inactive\nquit\n")
        #expect(first.status == 0, "\(first.stderr)")
        let second = try cli.run("state\n")
        #expect(second.status == 0, "\(second.stderr)")
        let state = try #require(second.states.first)
        #expect(state["app"] as? String == "authenticated")
        #expect((state["scene"] as? [String: Any])?["stack"] as? [String] == ["/home", "/items/7"])
        #expect(!second.stdout.contains("Loading"))
    }

    @Test func linkOpenedSignedOutIsReplayedAfterSignIn() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "open https://rootswitch.example/search?q=tea\nstate\n\(demoSignIn)\nstate\n")
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.states
        try #require(states.count == 2)
        #expect(
            states[0]["pendingDeepLink"] as? String == "https://rootswitch.example/search?q=tea")
        #expect(states[1]["pendingDeepLink"] is NSNull)
        let scene = states[1]["scene"] as? [String: Any]
        #expect(scene?["tab"] as? String == "search")
        #expect(scene?["stack"] as? [String] == ["/search", "/search?q=tea"])
    }

    @Test func scenesKeepTheirOwnNavigation() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            do open-item id=3
            scene open
            tab profile
            state
            scene switch 1
            state
            scene close 2
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let scenes = run.states.compactMap { $0["scene"] as? [String: Any] }
        try #require(scenes.count == 3)
        #expect(scenes[0]["id"] as? Int == 2)
        #expect(scenes[0]["tab"] as? String == "profile")
        #expect(scenes[1]["id"] as? Int == 1)
        #expect(scenes[1]["stack"] as? [String] == ["/home", "/items/3"])
        #expect(run.states[2]["scenes"] as? [Int] == [1])
    }

    /// `scene open URL` shows the link in a new scene, the first keeps its own; a bad link
    /// opens no scene and fails its line with the link's code.
    @Test func sceneOpenShowsALinkInANewScene() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            do open-item id=3
            scene open rootswitch://items/42
            state
            scene open rootswitch://nowhere
            state
            scene switch 1
            state
            """)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("<stdin>:5: error: no_match: "), "\(run.stderr)")
        let scenes = run.states.compactMap { $0["scene"] as? [String: Any] }
        try #require(scenes.count == 3)
        #expect(scenes[0]["id"] as? Int == 2)
        #expect(scenes[0]["stack"] as? [String] == ["/home", "/items/42"])
        #expect(run.states[1]["scenes"] as? [Int] == [1, 2])
        #expect(scenes[1]["id"] as? Int == 2)
        #expect(scenes[2]["stack"] as? [String] == ["/home", "/items/3"])
    }

    @Test func faultSwitchesDriveExpiryAndMaintenance() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            backend maintenance on
            phase background
            phase active
            settle
            state
            backend maintenance off
            do retry
            state
            backend expire-sessions
            phase background
            phase active
            settle
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.states
        try #require(states.count == 3)
        #expect(states[0]["app"] as? String == "error")
        #expect(states[0]["error"] as? String == "maintenance")
        #expect(states[1]["app"] as? String == "authenticated")
        #expect(states[2]["app"] as? String == "unauthenticated")
        #expect(run.stdout.contains("Your session has expired"))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func scriptFileAndStandardInputTakeEveryLineEnd(lineEnd: String) throws {
        let lines = ["# sign in, then a typo", demoSignIn, "", "fly away", "state"]
        let text = lines.joined(separator: lineEnd) + lineEnd
        for fromFile in [true, false] {
            let cli = try CLIRunner()
            defer { cli.removeState() }
            let script = cli.stateDirectory.appending(path: "script.rs")
            try text.write(to: script, atomically: true, encoding: .utf8)
            let run =
                fromFile
                ? try cli.run("", arguments: ["--script", script.path]) : try cli.run(text)
            let source = fromFile ? script.path : "<stdin>"
            #expect(run.status == 1)
            #expect(
                run.stderr
                    == "\(source):4: error: invalid_command: unknown command 'fly': type help "
                    + "to list the commands\n")
            #expect(run.states.count == 1)
            #expect(run.states.first?["app"] as? String == "authenticated")
        }
    }

    @Test func errorsNameTheirLineInTextAndJSON() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("state\ndo teleport\n\nopen ftp://x\n")
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("<stdin>:2: error: unknown_action: ") == true)
        #expect(errors.last?.hasPrefix("<stdin>:4: error: unsupported_scheme: ") == true)
        let json = try cli.run("state\ndo teleport\n", arguments: ["--json"])
        let error = try #require(
            json.lines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }.first { $0["type"] as? String == "error" })
        #expect(error["line"] as? Int == 2)
        #expect(error["source"] as? String == "<stdin>")
    }
}
