import Backend
import Foundation
import Testing

/// The `rootswitch` command's options, its errors, and what it never prints.
@Suite struct CLIErrorTests {
    @Test func helpDescribesOptionsAndCommands() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--help"], stateDir: false)
        #expect(run.status == 0)
        for word in ["--state-dir", "--backend", "--json", "--script", "scene open", "settle"] {
            #expect(run.stdout.contains(word), "help lacks \(word)")
        }
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--state-dir"], "--state-dir needs a value"),
        (["--backend", "ftp://x"], "--backend takes"),
        (["--backend", "nonsense"], "--backend takes"),
        (["--script", "/nonexistent/script"], "cannot read the script"),
    ])
    func badOptionsExitWithUsageError(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: arguments, stateDir: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func failedCommandsReportAndTheSessionGoesOn() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            """
            fly away
            do teleport
            do signin email=demo@rootswitch.dev
            open rootswitch://items/abc
            open ftp://items/1
            tab home
            scene switch 9
            scene close 1
            phase sleepy
            do signin email="unclosed
            state
            """)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 10, "\(run.stderr)")
        #expect(run.stderr.contains("unknown command 'fly'"))
        #expect(run.stderr.contains("has no action teleport"))
        #expect(run.stderr.contains("password"))
        #expect(run.stderr.contains("unclosed quote"))
        #expect(run.stderr.contains("last open scene"))
        let state = try #require(run.states.first)
        #expect(state["app"] as? String == "unauthenticated")
        #expect((state["scene"] as? [String: Any])?["stack"] as? [String] == ["/intro"])
    }

    @Test func jsonModePrintsOneObjectPerLineAndNeverThePassword() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "\(demoSignIn)\nopen rootswitch://profile/settings\ndo nothing\nstate\n",
            arguments: ["--json"])
        #expect(run.status == 1)
        var types: Set<String> = []
        for line in run.lines {
            let object = try #require(
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                "not a JSON object: \(line)")
            types.insert(object["type"] as? String ?? "?")
        }
        #expect(types == ["screen", "transition", "deepLink", "error", "state"])
        #expect(!run.stdout.contains("demo-password"))
        let analytics = try String(
            contentsOf: cli.stateDirectory.appending(path: "analytics.jsonl"), encoding: .utf8)
        #expect(!analytics.contains("demo-password"))
        #expect(!analytics.contains("demo@rootswitch.dev"))
    }

    @Test func scriptFileRunsLikeStandardInput() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let script = cli.stateDirectory.appending(path: "demo.rs")
        try "# sign in and look\n\n\(demoSignIn)\nstate\n".write(
            to: script, atomically: true, encoding: .utf8)
        let run = try cli.run("", arguments: ["--script", script.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.states.first?["app"] as? String == "authenticated")
    }

    @Test func diagramPrintsTheCheckedStateMachine() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--diagram"], stateDir: false)
        #expect(run.status == 0)
        #expect(run.stdout.contains("stateDiagram"))
        #expect(run.stdout.contains("unauthenticated --> authenticated"))
    }

    @Test func remoteBackendSpeaksTheContractOverHTTP() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let backend = try EmbeddedBackend(directory: cli.stateDirectory.appending(path: "server"))
        let server = try LoopbackHTTPServer(port: 0) { backend.handle($0) }
        defer { server.stop() }
        let run = try cli.run(
            "\(demoSignIn)\nstate\nbackend offline on\n",
            arguments: ["--backend", server.url.absoluteString])
        #expect(run.status == 1)
        #expect(run.states.first?["app"] as? String == "authenticated")
        #expect(run.stderr.contains("embedded backend only"))
    }
}
