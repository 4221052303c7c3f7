import Foundation
import Testing
import ToolSupport

/// Nothing from outside controls the terminal: a link, a search, a backend's answer, a
/// journal or a request's path is printed with its control characters made visible, by the
/// one function `TerminalText.visible`, on every output path.
@Suite struct TerminalSafetyTests {
    /// The link of the issue: a search whose text sets the terminal's title.
    static let titleLink = "rootswitch://search?q=%1B%5D0%3Bpwned%07"

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "\\u001B]0;pwned\\u0007"),
        ("plain text, é and 🦊", "plain text, é and 🦊"),
        ("line\nbreak\r\ttab", "line\\u000Abreak\\u000D\\u0009tab"),
        ("\u{7F}\u{85}\u{9B}31m", "\\u007F\\u0085\\u009B31m"),
        ("abc\u{202E}fed\u{2066}\u{2028}", "abc\\u202Efed\\u2066\\u2028"),
    ])
    func controlCharactersAreMadeVisible(text: String, shown: String) {
        #expect(TerminalText.visible(text) == shown)
    }

    /// Text the program lays out in lines keeps its line ends; nothing else passes.
    @Test func visibleLinesKeepsOnlyLineFeeds() {
        #expect(
            TerminalText.visibleLines("Title\n  \u{1B}[2Jitem\r\n")
                == "Title\n  \\u001B[2Jitem\\u000D\n")
    }

    @Test func aLinkCannotWriteToTheTerminal() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "\(demoSignIn)\nopen \(Self.titleLink)\nopen rootswitch://items/%1B%5B31m\n")
        #expect(run.stdout.contains("\\u001B]0;pwned\\u0007"), "\(run.stdout)")
        #expect(Self.controls(in: run.stdout).isEmpty)
        #expect(Self.controls(in: run.stderr).isEmpty, "\(run.stderr)")
    }

    /// With `--json` a control character becomes a JSON escape: each line still decodes, to
    /// the text as it was, and none reaches the terminal raw, C1's included (which JSON
    /// itself would leave raw).
    @Test func jsonLinesStayJSONAndHoldNoControlCharacter() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "\(demoSignIn)\nopen rootswitch://search?q=%C2%9B31m%E2%80%AE\n",
            arguments: ["--json"])
        #expect(Self.controls(in: run.stdout).isEmpty)
        let screens = run.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(screens.count == run.lines.count)
        #expect(
            screens.contains { ($0["title"] as? String) == "Search: \u{9B}31m\u{202E}" },
            "\(run.stdout)")
    }

    /// A journal is outside text too: its replay prints each step's input made visible.
    @Test func aReplayedJournalCannotWriteToTheTerminal() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = cli.stateDirectory.appending(path: "journal.jsonl").path
        let recorded = try cli.run(
            "\(demoSignIn)\nopen \(Self.titleLink)\n", arguments: ["--record", journal])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let replay = try cli.run("", arguments: ["--replay", journal], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("\\u001B]0;pwned\\u0007"))
        #expect(Self.controls(in: replay.stdout + replay.stderr).isEmpty)
    }

    /// `rootswitch-backend` logs each request's path on one line, made visible.
    @Test func theBackendLogShowsAPathsControlCharacters() throws {
        #if os(Linux) || os(macOS)
            let cli = try CLIRunner()
            defer { cli.removeState() }
            let server = try BackendProcess(directory: cli.stateDirectory)
            let status = server.status(
                of: server.request("GET", "/v1/%1B]0;pwned%07%0Aforged"))
            let log = try server.stop().log
            #expect(status == 404)
            #expect(log == "GET /v1/\\u001B]0;pwned\\u0007\\u000Aforged 404\n")
        #endif
    }

    /// The control characters (as `TerminalText` counts them) in `text`.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalText.visible(String($0)) != String($0) }
    }
}
