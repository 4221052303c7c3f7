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
    var appSiteAssociation = false

    static let usage = """
        Usage: rootswitch [--state-dir DIR] [--backend embedded|URL] [--json] [--script FILE]
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
                            deep-link event, notice and error
          --script FILE     run the commands in FILE
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

        Exit status: 0 success (always, for an interactive session that started); 1 when a
        script command failed or the app cannot start; 64 on a usage error (an unknown
        option, a missing or bad value, a script that cannot be read), reported by name on
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
            case "--apple-app-site-association": appSiteAssociation = true
            case "--state-dir": stateDirectory = URL(filePath: try arguments.value(of: argument))
            case "--script": script = try arguments.value(of: argument)
            case "--backend": backend = try Self.backend(arguments.value(of: argument))
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
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
