import Backend
import Foundation
import Testing
import ToolSupport

/// The `rootswitch` command's options, its errors, and what it never prints.
@Suite struct CLIErrorTests {
    @Test func helpDescribesOptionsAndCommands() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        // --help answers even beside an option that would fail.
        let run = try cli.run(
            "", arguments: ["--script", "/nonexistent", "--help"], stateDir: false)
        #expect(run.status == 0)
        for word in ["--state-dir", "--backend", "--json", "--script", "scene open", "settle"] {
            #expect(run.stdout.contains(word), "help lacks \(word)")
        }
    }

    /// docs/cli.md shows the command line's forms as `--help` prints them, both read from
    /// the one option table: an option added there and not on the page fails here.
    @Test func theReferencePageShowsTheUsageLines() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let help = try cli.run("", arguments: ["--help"], stateDir: false).stdout
        let usage = help.components(separatedBy: "\n\n")[0]
        let shown = usage.replacingOccurrences(of: "Usage: ", with: "")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let page = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../docs/cli.md").standardized
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```\nrootswitch "))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let drawn = text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(drawn == shown)
    }

    @Test(arguments: [
        ("rootswitch", ["--bogus"], "unknown option '--bogus'"),
        ("rootswitch", ["--state-dir"], "--state-dir needs a value"),
        ("rootswitch", ["--state-dir", "--json"], "--state-dir needs a value"),
        (
            "rootswitch", ["--backend", "ftp://x"],
            "--backend takes `embedded` or an http(s) URL, got 'ftp://x'"
        ),
        (
            "rootswitch", ["--backend", "nonsense"],
            "--backend takes `embedded` or an http(s) URL, got 'nonsense'"
        ),
        (
            "rootswitch", ["--script", "/nonexistent/x"],
            "cannot read the script /nonexistent/x: there is no such file"
        ),
        ("rootswitch", ["--script", "/"], "cannot read the script /: it is a folder"),
        (
            "rootswitch-backend", ["--port", "abc"],
            "--port needs a number from 0 to 65535, got 'abc'"
        ),
        (
            "rootswitch-backend", ["--port", "65536"],
            "--port needs a number from 0 to 65535, got '65536'"
        ),
        (
            "rootswitch-backend", ["--port", "-1"],
            "--port needs a number from 0 to 65535, got '-1'"
        ),
        ("rootswitch-backend", ["--port"], "--port needs a value"),
        ("rootswitch-backend", ["--state-dir", ""], "--state-dir needs a value"),
        ("rootswitch-backend", ["--verbose"], "unknown option '--verbose'"),
    ])
    func badOptionsAreNamedWithoutTheUsage(program: String, arguments: [String], message: String)
        throws
    {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: arguments, stateDir: false, program: program)
        #expect(run.status == 64)
        #expect(run.stderr == "\(program): \(message) (try --help)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: ["rootswitch", "rootswitch-backend"])
    func versionIsTheSharedConstant(program: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--version"], stateDir: false, program: program)
        #expect(run.status == 0)
        #expect(run.stdout == "\(program) \(RootSwitchVersion.current)\n")
        #expect(RootSwitchVersion.current == "1.0.0")
    }

    /// The About screen shows the same version as `--version`.
    @Test func theAboutScreenShowsTheSameVersion() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("\(demoSignIn)\nopen rootswitch://profile/settings/about\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("  Version \(RootSwitchVersion.current)"), "\(run.stdout)")
    }

    @Test(arguments: ["rootswitch", "rootswitch-backend"])
    func helpDocumentsTheExitStatuses(program: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--help"], stateDir: false, program: program)
        #expect(run.status == 0)
        for word in ["--version", "Exit status", "64", "usage error"] {
            #expect(run.stdout.contains(word), "\(program) --help lacks \(word)")
        }
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
        #expect(
            run.stderr.contains("\"Welcome to RootSwitch\" has no action 'teleport'; its actions:"))
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
        #expect(types == ["screen", "transition", "deepLink", "navigation", "error", "state"])
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
        // Every state a launch can start in, and the way out of onboarding.
        for start in ["unauthenticated", "onboarding", "authenticated"] {
            #expect(run.stdout.contains("[*] --> \(start)\n"), "\(start)")
        }
        #expect(run.stdout.contains("onboarding --> unauthenticated: signedOut\n"))
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
