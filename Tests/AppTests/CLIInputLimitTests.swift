import Foundation
import RootSwitchCommands
import Testing
import ToolSupport

/// The last gaps of the terminal and the journal: outside text cannot forge a line or hide in
/// one, the prompt is drawn through the one visible-text function, a journal and the waiting
/// link keep only what replay needs of a link, and what `rootswitch` reads is bounded.
@Suite struct CLIInputLimitTests {
    @Test(arguments: [
        ("4\u{200B}2", "4\\u200B2"), ("a\u{2060}b\u{FEFF}", "a\\u2060b\\uFEFF"),
        ("\u{AD}x\u{3164}", "\\u00ADx\\u3164"), ("tag\u{E0041}", "tag\\uE0041"),
        ("👩\u{200D}💻 ❤\u{FE0F}", "👩\u{200D}💻 ❤\u{FE0F}"), ("x\u{200D}y", "x\\u200Dy"),
    ])
    func invisibleCharactersAreMadeVisible(text: String, shown: String) {
        #expect(TerminalText.visible(text) == shown)
    }

    /// A line break inside an outside field (here a search's text, from a link) is shown as
    /// `\u000A`: it cannot make a screen line of its own.
    @Test func anOutsideFieldCannotForgeAScreenLine() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "\(demoSignIn)\nopen rootswitch://search?q=x%0A%5Bscene%201%5D%20Forged%0A\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.lines.contains { $0.hasPrefix("[scene 1] Forged") }, "\(run.stdout)")
        #expect(run.stdout.contains("Search: x\\u000A[scene 1] Forged"))
    }

    /// The prompt and the line being typed are drawn made visible: a character typed or
    /// pasted cannot reorder the line or hide in it.
    @Test func thePromptLineIsDrawnVisible() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let prompt = "rootswitch> "
        let run = try TerminalSession(cli: cli).run([
            .expect(prompt), .send("ab\u{202E}c\u{200B}"),
            .expect(prompt + "ab\\u202Ec\\u200B"),
            .send(TerminalSession.Keys.ctrlU + "quit" + TerminalSession.Keys.enter),
        ])
        #expect(run.error == nil, "\(run.error ?? "")\n\(run.output)")
        #expect(!run.output.contains("\u{202E}"))
        #expect(!run.output.contains("\u{200B}"))
    }

    @Test func aScriptTooLargeIsRefusedUnread() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let start = ContinuousClock.now
        let run = try cli.run("", arguments: ["--script", "/dev/zero"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("the script /dev/zero is longer than \(1024 * 1024) bytes"))
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func aJournalTooLargeIsRefusedUnread() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("", arguments: ["--replay", "/dev/zero"], stateDir: false)
        #expect(run.status == 64)
        #expect(run.stderr.contains("the journal /dev/zero is longer than"))
    }

    /// A line over the limit is not run, cut or not; the lines after it are.
    @Test func aLineTooLongIsNotRunAndTheNextOnesAre() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let long = "open rootswitch://search?q=" + String(repeating: "a", count: 100_000)
        let run = try cli.run("\(long)\nstate\n")
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("<stdin>:1: error: invalid_command: A command line has at most"))
        #expect(run.states.count == 1)
    }

    /// A paste of any size is taken in time linear in its size (a key taken from the front of
    /// an array moved every key behind it: 400,000 took 78 s), and the line it makes stops
    /// growing past the limit.
    @Test func aHugePasteIsTakenInLinearTime() {
        let count = 400_000
        var queue = KeyQueue()
        queue.append(contentsOf: repeatElement(Key.character("a"), count: count))
        queue.append(.enter)
        var editor = LineEditor()
        var submitted: String?
        var taken = 0
        let start = ContinuousClock.now
        while let key = queue.next() {
            taken += 1
            if case .submitted(let line) = editor.handle(key) { submitted = line }
        }
        let elapsed = ContinuousClock.now - start
        #expect(taken == count + 1)
        #expect(queue.isEmpty)
        #expect(elapsed < .seconds(20), "\(elapsed)")
        #expect(submitted?.utf8.count == InputLimits.lineBytes + 1)
    }

    /// The journal keeps of a link only what replay needs: no value its pattern does not
    /// declare, no fragment, no header field of an answer; and it still replays.
    @Test func theJournalKeepsOnlyWhatReplayNeedsOfALink() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let path = cli.stateDirectory.appending(path: "journal.jsonl").path
        let recorded = try cli.run(
            """
            \(demoSignIn)
            open rootswitch://search?q=swift&token=secret-one#secret-two
            open rootswitch://items/3?session=secret-three
            """, arguments: ["--record", path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let journal = try String(contentsOfFile: path, encoding: .utf8)
        for secret in ["secret-one", "secret-two", "secret-three", "Content-Type"] {
            #expect(!journal.contains(secret), "\(secret)")
        }
        #expect(journal.contains("rootswitch://search?q=swift&token=%5Bredacted%5D"))
        let replay = try cli.run("", arguments: ["--replay", path], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// The link waiting for sign-in is saved as much as it takes to open it again.
    @Test func theWaitingLinkFileKeepsOnlyWhatOpeningNeeds() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("open rootswitch://items/3?token=secret-one#secret-two\n")
        #expect(run.status == 0, "\(run.stderr)")
        let file = try String(
            contentsOf: cli.stateDirectory.appending(path: "pending-link.json"), encoding: .utf8)
        #expect(!file.contains("secret"))
        #expect(file.contains("token=%5Bredacted%5D"))
        let after = try cli.run("\(demoSignIn)\nstate\n")
        let stack = (after.states.last?["scene"] as? [String: Any])?["stack"] as? [String]
        #expect(stack == ["/home", "/items/3"], "\(after.stdout)")
    }
}
