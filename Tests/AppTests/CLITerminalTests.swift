import Foundation
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
}
