import Foundation
import Testing

/// `--record`, `--replay`, `--until`, and the navigation events `--json`, `--verbose` and
/// `log on|off` print, through the binary.
@Suite struct CLIJournalTests {
    /// Records `script` into a journal in the runner's folder; returns its path.
    func record(_ script: String, in cli: CLIRunner) throws -> String {
        let path = cli.stateDirectory.appending(path: "journal.jsonl").path
        let run = try cli.run(script, arguments: ["--record", path])
        #expect(run.status == 0, "\(run.stderr)")
        return path
    }

    @Test func aRecordedSessionReplaysWithNoBackendToTheSameState() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = try record(
            """
            \(demoSignIn)
            open rootswitch://items/3
            backend offline on
            open rootswitch://items/8
            backend offline off
            scene open
            phase background
            phase active
            state
            """, in: cli)
        let recorded = try cli.run("state\n").states.last
        let replay = try cli.run("", arguments: ["--replay", journal], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("step 2: open rootswitch://items/3"))
        #expect(replay.stdout.contains("[scene 1] Item 3"), "\(replay.stdout)")
        #expect(replay.stdout.contains("replayed 6 steps: the App ends in the recorded state"))
        let final = try #require(replay.states.last)
        #expect(final["scenes"] as? [Int] == [1, 2])
        #expect(final["app"] as? String == recorded?["app"] as? String)
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(!text.contains("demo-password"))
    }

    @Test func untilPrintsTheStateAfterThatStep() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = try record("\(demoSignIn)\nopen rootswitch://items/3\nback\n", in: cli)
        let replay = try cli.run(
            "", arguments: ["--replay", journal, "--until", "2"], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(!replay.stdout.contains("step 3"))
        let state = try #require(replay.states.last)
        #expect((state["scene"] as? [String: Any])?["stack"] as? [String] == ["/home", "/items/3"])
    }

    @Test func aDivergenceExitsOneNamingTheStep() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = try record("\(demoSignIn)\nopen rootswitch://items/3\n", in: cli)
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        try text.replacingOccurrences(of: #""shows":"Item 3""#, with: #""shows":"Item 4""#)
            .write(toFile: journal, atomically: true, encoding: .utf8)
        let replay = try cli.run("", arguments: ["--replay", journal], stateDir: false)
        #expect(replay.status == 1)
        #expect(
            replay.stderr.contains(
                #"error: step 2: expected screen "Item 4", got screen "Item 3""#))
    }

    @Test(arguments: [
        ("garbage\n", "line 1 is not a journal header"),
        (#"{"journal":{"format":"rootswitch-journal","version":9}}"#, "version 9"),
    ])
    func aBadJournalIsAUsageError(text: String, reason: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let path = cli.stateDirectory.appending(path: "bad.jsonl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let replay = try cli.run("", arguments: ["--replay", path])
        #expect(replay.status == 64)
        #expect(replay.stderr.contains("is not a journal this rootswitch can replay"))
        #expect(replay.stderr.contains(reason))
    }

    @Test(arguments: [
        (["--until", "2"], "--until goes with --replay FILE"),
        (["--replay", "x", "--script", "y"], "--replay plays a journal"),
        (["--replay", "x", "--locked"], "--replay plays a journal"),
        (["--replay", "x", "--until", "0"], "--until takes a step number from 1, got '0'"),
        (["--replay", "/nonexistent/journal.jsonl"], "cannot read the journal"),
        (["--record", "/nonexistent/dir/journal.jsonl"], "cannot write the journal"),
    ])
    func badJournalOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aReplayRefusesAStateDirectoryThatHoldsFiles() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = try record("\(demoSignIn)\n", in: cli)
        let replay = try cli.run("", arguments: ["--replay", journal])
        #expect(replay.status == 64)
        #expect(replay.stderr.contains("a replay needs an empty --state-dir"))
    }

    @Test func jsonPrintsEveryNavigationEvent() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "\(demoSignIn)\nopen rootswitch://items/3\nback\nphase background\n",
            arguments: ["--json"])
        let events = run.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: String]
        }.filter { $0["type"] == "navigation" }
        #expect(events.contains { $0["event"] == "transition" && $0["to"] == "authenticated" })
        #expect(events.contains { $0["event"] == "setPath" && $0["path"] == "/items/3" })
        #expect(events.contains { $0["event"] == "pop" && $0["to"] == "/home" })
        #expect(
            events.contains {
                $0["event"] == "deepLink" && $0["outcome"] == "opened"
                    && $0["pattern"] == "items/<int:id>"
            })
        #expect(
            events.contains { $0["event"] == "sceneEnteredBackground" && $0["scene"] == "scene 1" })
        #expect(!run.stdout.contains("demo-password"))
    }

    @Test func verboseAndLogShowRouterCommandsAsText() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let quiet = try cli.run("\(demoSignIn)\nopen rootswitch://items/3\n")
        #expect(!quiet.stdout.contains("· set path [/items/3]"))
        // The same state directory: the user is signed in, on item 3 already.
        let verbose = try cli.run(
            "open rootswitch://items/4\nlog off\nback\nlog on\ntab search\n",
            arguments: ["--verbose"])
        #expect(verbose.stdout.contains("· set path [/items/4]"))
        #expect(!verbose.lines.contains("· pop to /home"))
        #expect(verbose.stdout.contains("· select tab /search"))
    }
}
