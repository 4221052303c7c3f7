import Foundation
import Testing

/// `notify`, `activity`, `spotlight`, `shortcut` and `intent`, through the binary: each
/// decided as a link is, reported as one by `--json`, recorded and replayed.
@Suite struct CLIEntryTests {
    /// The `deepLink` lines of a `--json` run, decoded.
    func decisions(_ run: CLIRunner.Run) -> [[String: Any]] {
        run.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        .filter { $0["type"] as? String == "deepLink" }
    }

    @Test func aNotificationTappedWhileSignedOutOpensAfterSignIn() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            notify item.updated item=42
            state
            \(demoSignIn)
            state
            """, arguments: ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.states
        try #require(states.count == 2)
        #expect(states[0]["pendingDeepLink"] as? String == "rootswitch://items/42")
        let scene = states[1]["scene"] as? [String: Any]
        #expect(scene?["stack"] as? [String] == ["/home", "/items/42"])
        let decisions = decisions(run)
        #expect(decisions.map { $0["outcome"] as? String } == ["deferred", "replayed"])
        #expect(decisions.allSatisfy { $0["url"] as? String == "rootswitch://items/42" })
        #expect(decisions.first?["reason"] as? String == "needs finished onboarding")
    }

    @Test func oneForAWindowsTabOpensInThatWindow() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            scene open
            tab search
            scene switch 1
            shortcut search
            state
            intent OpenItem id=7
            state
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let scenes = run.states.map { $0["scene"] as? [String: Any] }
        try #require(scenes.count == 2)
        #expect(scenes[0]?["id"] as? Int == 2)
        #expect(scenes[0]?["tab"] as? String == "search")
        #expect(scenes[1]?["id"] as? Int == 1)
        #expect(scenes[1]?["stack"] as? [String] == ["/home", "/items/7"])
        #expect(run.stdout.contains("[scene 1] Item 7"))
    }

    @Test func eachKindOpensAndARefusalSaysWhy() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            \(demoSignIn)
            activity web https://rootswitch.example/items/5
            spotlight rootswitch://profile/settings/about
            activity dev.rootswitch.app.screen link=rootswitch://search?q=tea
            notify link=rootswitch://items/6
            shortcut wishlist
            intent Search
            """, arguments: ["--json"])
        #expect(run.status == 1)
        let decisions = decisions(run)
        #expect(
            decisions.map { "\($0["outcome"] ?? "") \($0["url"] ?? "")" } == [
                "opened https://rootswitch.example/items/5",
                "opened rootswitch://profile/settings/about",
                "opened rootswitch://search?q=tea",
                "opened rootswitch://items/6",
                "refused quickAction wishlist",
                "refused intent Search",
            ])
        #expect(decisions.last?["reason"] as? String == "incomplete_entry")
        #expect(run.stdout.contains(#""code":"unknown_entry""#))
        #expect(run.stdout.contains(#""line":6"#))
    }

    @Test func aRecordedEntryReplays() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = cli.stateDirectory.appending(path: "journal.jsonl").path
        let recorded = try cli.run(
            "notify item.updated item=3 body=hello\n\(demoSignIn)\nshortcut settings\n",
            arguments: ["--record", journal])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try !String(contentsOfFile: journal, encoding: .utf8).contains("hello"))
        let replay = try cli.run("", arguments: ["--replay", journal], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("step 1: notification item.updated item=3"))
        #expect(replay.stdout.contains("step 3: quickAction settings"))
        #expect(replay.stdout.contains("the App ends in the recorded state"))
    }

    @Test func helpNamesEachCommandsArguments() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--help"], stateDir: false)
        for usage in [
            "notify [CATEGORY] [key=value ...]", "activity TYPE [URL|key=value ...]",
            "spotlight ID", "shortcut TYPE", "intent NAME [key=value ...]",
        ] {
            #expect(run.stdout.contains("  \(usage)  "), "\(usage)")
        }
        #expect(run.stdout.contains("item.updated item=.."))
        #expect(run.stdout.contains("quick action: search, settings"))
        #expect(run.stdout.contains("OpenItem id=.., Search q=.."))
    }

    /// The app target's App Intents are what the App's entry points write.
    @Test func theAppTargetsIntentsAreCurrent() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../App/Sources/rootswitch-app/AppIntents.swift")
        let committed = try String(contentsOf: file, encoding: .utf8)
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--app-intents"], stateDir: false)
        #expect(run.status == 0)
        #expect(
            run.stdout == committed,
            """
            App/Sources/rootswitch-app/AppIntents.swift is not what the entry points write: run \
            `swift run rootswitch --app-intents > App/Sources/rootswitch-app/AppIntents.swift`
            """)
    }
}
