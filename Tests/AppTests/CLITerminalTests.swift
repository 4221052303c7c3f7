import Backend
import Foundation
import Networking
import Testing

/// The `rootswitch` command at a terminal: the real binary under a pseudo-terminal, typed at
/// through `Tests/Fixtures/pty_session.py`.
@Suite struct CLITerminalTests {
    typealias Keys = TerminalSession.Keys
    static let prompt = TerminalSession.prompt

    @Test func keysEditTheLineAndWalkTheHistory() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try TerminalSession(cli: cli).run([
            .expect(Self.prompt),
            // "tate", Home, "s", End, Enter: `state`.
            .send("tate" + Keys.home + "s" + Keys.end + Keys.enter),
            .expect("\"app\":\"unauthenticated\""), .expect(Self.prompt),
            // Backspace, Delete, Ctrl-U, Ctrl-A/Ctrl-E and the arrows: `help`.
            .send("xyz" + Keys.ctrlU + "hepx" + Keys.backspace + Keys.left + "l"),
            .send(Keys.ctrlA + "!" + Keys.right + Keys.left + Keys.left + Keys.delete),
            .send(Keys.ctrlE + Keys.enter),
            .expect("backend delete-item ID"), .expect(Self.prompt),
            // Up twice is `state` again; up, down and down leave an empty line.
            .send(Keys.up + Keys.up + Keys.enter), .expect("\"app\""), .expect(Self.prompt),
            .send(Keys.up + Keys.down + Keys.down + Keys.enter),
            .expect("[scene 1] Welcome"), .expect(Self.prompt),
            // Ctrl-C on an empty line: a fresh prompt, nothing else.
            .send(Keys.ctrlC), .expect("^C"), .expect(Self.prompt),
            .send(Keys.ctrlD),
        ])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == 0)
        #expect(run.restored, "the terminal's modes were not restored")
        #expect(run.count("\"app\":\"unauthenticated\"") == 2)
        #expect(!run.output.contains("^[["), "an arrow was printed as text")
        #expect(!run.output.contains("unknown command"), "\(run.output)")
    }

    /// A signal that ends the session while a line is typed puts the terminal's modes back
    /// (echo on, lines buffered) before the process ends as that signal would have.
    @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT)])
    func aSignalThatEndsTheSessionPutsTheTerminalBack(_ name: String, _ number: Int32) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try TerminalSession(cli: cli).run([
            .expect(Self.prompt), .send("sta"), .sleep(0.2), .signal(name),
        ])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == -Int(number))
        #expect(run.restored, "SIG\(name) left the terminal in the editor's modes")
    }

    /// Ctrl-Z gives the shell its terminal back as it was before `rootswitch` started (the
    /// harness checks, as dash would find it); `fg` brings the editor's modes back and draws
    /// the prompt again with what was typed, and keys, history and hidden input work as before.
    @Test func ctrlZSuspendsAndFgResumesTheLine() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let redrawn = "\r\u{1B}[K"
        let run = try TerminalSession(cli: cli).run([
            .expect(Self.prompt), .send("sta"), .expect(Self.prompt + "sta"),
            .send(Keys.ctrlZ), .stopped(), .resume, .raw(),
            .expect(redrawn + Self.prompt + "sta"),
            .send("te" + Keys.enter), .expect("\"app\":\"unauthenticated\""), .expect(Self.prompt),
            // Suspended again on an empty line; an arrow is a key, not text, after `fg`.
            .send(Keys.ctrlZ), .stopped(), .resume, .raw(), .expect(redrawn + Self.prompt),
            .send(Keys.up + Keys.enter), .expect("\"app\":\"unauthenticated\""),
            .expect(Self.prompt),
            // Suspended at a password prompt: still hidden after `fg`.
            .send("do signin email=demo@rootswitch.dev" + Keys.enter), .expect("password: "),
            .send("demo-"), .sleep(0.2), .send(Keys.ctrlZ), .stopped(), .resume, .raw(),
            .expect(redrawn + "password: "), .send("password" + Keys.enter),
            .expect("[scene 1] Home"), .expect(Self.prompt), .send(Keys.ctrlD),
        ])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == 0)
        #expect(run.restored)
        #expect(run.count("\"app\":\"unauthenticated\"") == 2)
        #expect(!run.output.contains("^[["), "an arrow was printed as text")
        #expect(!run.output.contains("unknown command"), "\(run.output)")
        #expect(!run.output(after: "\rpassword: ").contains("demo-"), "the password was shown")
    }

    /// At a terminal a password an action leaves out is asked for, so the action list leaves
    /// it out and says so (a script lists it: nothing asks there); the demo account is offered
    /// to the signed out only.
    @Test func theActionListAndTheBannerSayWhatIsTrue() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let signedOut = try TerminalSession(cli: cli).run([
            .expect(Self.prompt), .send("do signin email=demo@rootswitch.dev" + Keys.enter),
            .expect("password: "), .send("demo-password" + Keys.enter),
            .expect("[scene 1] Home"), .expect(Self.prompt), .send("quit" + Keys.enter),
        ])
        #expect(signedOut.error == nil, "\(signedOut.error ?? "")\n\(signedOut.output)")
        #expect(signedOut.output.contains("Demo account: do signin email=demo@rootswitch.dev"))
        #expect(
            signedOut.output.contains(
                "do signin email=<text>  — Sign in (asks for the password)"))
        #expect(!signedOut.output.contains("password=<secret>"))

        let returning = try TerminalSession(cli: cli).run([
            .expect(Self.prompt), .send("quit" + Keys.enter),
        ])
        #expect(returning.error == nil, "\(returning.error ?? "")\n\(returning.output)")
        #expect(returning.output.contains("[scene 1] Home"))
        #expect(!returning.output.contains("Demo account"))

        let script = try cli.run("tab profile\ndo signout\ndo confirm\n")
        #expect(script.stdout.contains("do signin email=<text> password=<secret>  — Sign in"))
    }

    @Test func missingPasswordIsAskedWithoutEcho() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try TerminalSession(cli: cli).run([
            .expect(Self.prompt),
            .send("do signin email=demo@rootswitch.dev" + Keys.enter),
            .expect("password: "),
            .send("demo-password" + Keys.enter),
            .expect("[scene 1] Home"), .expect(Self.prompt),
            .send(Keys.up + Keys.enter), .expect(Self.prompt),
            .send("state" + Keys.enter), .expect("\"app\":\"authenticated\""),
            .expect(Self.prompt), .send("quit" + Keys.enter),
        ])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == 0)
        #expect(run.restored)
        #expect(!run.output(after: "\rpassword: ").contains("demo-password"))
        // The history holds the command as typed, never the password.
        #expect(run.count("rootswitch> do signin email=demo@rootswitch.dev\u{1B}[K\r\n") == 2)
    }

    @Test func slowBackendSaysItWaitsAndCtrlCCancels() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let server = try SilentServer()
        defer { server.stop() }
        let run = try TerminalSession(cli: cli).run(
            [
                .expect(Self.prompt),
                .send("do signin email=demo@rootswitch.dev password=demo-password" + Keys.enter),
                .expect("waiting for the backend... Ctrl-C cancels"),
                .send(Keys.ctrlC),
                .expect("(cancelled)"), .expect("cancelled"), .expect(Self.prompt),
                .send("state" + Keys.enter), .expect("\"app\":\"unauthenticated\""),
                .expect(Self.prompt), .send("quit" + Keys.enter),
            ], arguments: ["--backend", server.url.absoluteString])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == 0)
        #expect(run.restored)
        #expect(run.count("waiting for the backend") == 1)
    }

    @Test func backgroundChangeShowsTheNewScreenBelowTheNotice() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let backend = try EmbeddedBackend(directory: cli.stateDirectory.appending(path: "server"))
        let plain = try LoopbackHTTPServer(port: 0) { backend.handle($0) }
        let signIn = try cli.run(
            "\(demoSignIn)\n", arguments: ["--backend", plain.url.absoluteString])
        plain.stop()
        try #require(signIn.status == 0, "\(signIn.stderr)")
        // Relaunched, the returning user sees Home at once; the session check then takes a
        // while and finds the backend in maintenance, while the prompt waits.
        let server = try LoopbackHTTPServer(port: 0) { request in
            guard request.path.hasSuffix("v1/me") else { return backend.handle(request) }
            Thread.sleep(forTimeInterval: 0.8)
            return HTTPResponse(
                status: 503, headers: ["Content-Type": "application/json"],
                body: Data(#"{"error":"maintenance","message":"Down."}"#.utf8))
        }
        defer { server.stop() }
        let run = try TerminalSession(cli: cli).run(
            [
                .expect("[scene 1] Home"), .expect(Self.prompt),
                .expect("state authenticated -> error"), .expect("[scene 1] Down for maintenance"),
                .expect(Self.prompt), .send("quit" + Keys.enter),
            ], arguments: ["--backend", server.url.absoluteString])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(run.status == 0)
        #expect(!run.output.contains(Self.prompt + "·"), "a notice was printed after the prompt")
        let afterPrompt = run.output(after: Self.prompt)
        #expect(afterPrompt.hasPrefix("\u{1B}[K\r\u{1B}[K· state authenticated -> error"))
    }
}
