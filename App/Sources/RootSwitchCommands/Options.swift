import AppLive
import Foundation
import ToolSupport

/// The command line's options.
struct Options {
    var stateDirectory: URL
    var backend: AppConfiguration.Backend = .embedded
    var json = false
    var script: String?
    var help = false
    var version = false
    var diagram = false
    var verbose = false
    var appSiteAssociation = false
    /// Where to write the session's journal.
    var record: String?
    /// The journal to replay, and the last step to replay.
    var replay: String?
    var until: Int?
    /// Whether `--state-dir` was given, as a replay requires an empty one when it is.
    var stateDirectoryGiven = false

    static let usage = """
        Usage: rootswitch [--state-dir DIR] [--backend embedded|URL] [--json] [--verbose]
                          [--script FILE] [--record FILE]
               rootswitch --replay FILE [--state-dir DIR] [--until N] [--json]
               rootswitch --diagram | --apple-app-site-association | --help | --version

        RootSwitch's headless app: the Auth, Onboarding and Main features composed on an
        app state machine, with scenes, deep links and restoration. Interactive when
        standard input is a terminal; otherwise (or with --script) it runs commands line by
        line (LF, CRLF or CR line ends) and exits 1 if any failed.

        Options:
          --state-dir DIR   where the session, scenes, analytics and the embedded backend
                            live (default: $XDG_STATE_HOME/rootswitch or
                            ~/.local/state/rootswitch)
          --backend B       `embedded` (default: in-process, demo account
                            demo@rootswitch.dev / demo-password) or the URL of a server
                            speaking docs/backend-contract.md, e.g. http://127.0.0.1:8080;
                            each request to it waits at most 10 s for an answer
          --json            one JSON object per line for every screen, transition,
                            deep-link event, navigation event, notice and error
          --verbose         also print every navigation command and scene change
                            (`log on|off` in a session does the same)
          --script FILE     run the commands in FILE
          --record FILE     write the session's journal to FILE: the state directory at
                            launch, each command, each backend answer and its time, never
                            a password or token; each command then waits for all its work
          --replay FILE     play a journal again on a fresh state directory (a temporary
                            one unless --state-dir names an empty one), with no backend,
                            printing each step's screen; exit 1 at the first divergence
          --until N         with --replay: stop after step N and print the state there
          --diagram         print the app state machine as a Mermaid diagram and exit
          --apple-app-site-association
                            print the apple-app-site-association file of the App's
                            universal-link host, from its deep links, and exit
          --help            show this help
          --version         print `rootswitch VERSION`

        Commands (`help` in a session lists them too):
        \(CommandTable.help(indent: 2))

        In a terminal: left/right, Home/End (Ctrl-A/Ctrl-E), Backspace/Delete and Ctrl-U
        edit the line; up/down walk this session's history; Enter on an empty line shows the
        screen again. An action's password left out is asked for without echo. A command
        still waiting after a second says so; Ctrl-C cancels its work and returns to the
        prompt. At the prompt Ctrl-C discards the line being typed (never quits); Ctrl-D on
        an empty line quits, as `quit` and the end of input do; Ctrl-Z suspends, giving the
        shell its terminal back as it was, and `fg` brings back the line typed so far.

        Script errors read `FILE:LINE: error: CODE: message` (`<stdin>:LINE: ...` for
        standard input), on standard error.

        Exit status: 0 success (always, for an interactive session that started; for a
        replay, when it ends in the recorded state); 1 when a script command failed, a
        replay diverged or the app cannot start; 64 on a usage error (an unknown option, a
        missing or bad value, a script or journal that cannot be read), reported by name on
        standard error.
        """

    /// Parses the arguments.
    /// - Throws: a message naming the bad argument.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        stateDirectory = StateDirectory.standard(for: "rootswitch", environment: environment)
        var arguments = ArgumentList(arguments)
        while let argument = arguments.next() {
            switch argument {
            case "--help", "-h": help = true
            case "--version": version = true
            case "--json": json = true
            case "--diagram": diagram = true
            case "--verbose": verbose = true
            case "--apple-app-site-association": appSiteAssociation = true
            case "--record": record = try arguments.value(of: argument)
            case "--replay": replay = try arguments.value(of: argument)
            case "--until": until = try Self.step(arguments.value(of: argument))
            case "--state-dir":
                stateDirectory = URL(filePath: try arguments.value(of: argument))
                stateDirectoryGiven = true
            case "--script": script = try arguments.value(of: argument)
            case "--backend": backend = try Self.backend(arguments.value(of: argument))
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
        if until != nil, replay == nil { throw UsageError("--until goes with --replay FILE") }
        if replay != nil, record != nil || script != nil {
            throw UsageError("--replay plays a journal: it takes no --record or --script")
        }
    }

    private static func step(_ value: String) throws(UsageError) -> Int {
        guard let step = Int(value), step > 0 else {
            throw UsageError("--until takes a step number from 1, got '\(value)'")
        }
        return step
    }

    private static func backend(_ value: String) throws(UsageError) -> AppConfiguration.Backend {
        if value == "embedded" { return .embedded }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme ?? ""),
            url.host?.isEmpty == false
        else {
            throw UsageError("--backend takes `embedded` or an http(s) URL, got '\(value)'")
        }
        return .remote(url)
    }
}
