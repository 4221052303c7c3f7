import AppLive
import Foundation

/// The command line's options.
struct Options {
    var stateDirectory: URL
    var backend: AppConfiguration.Backend = .embedded
    var json = false
    var script: String?
    var help = false
    var diagram = false

    static let usage = """
        Usage: rootswitch [--state-dir DIR] [--backend embedded|URL] [--json] [--script FILE]
               rootswitch --diagram | --help

        RootSwitch's headless app: the Auth, Onboarding and Main features composed on an
        app state machine, with scenes, deep links and restoration. Interactive when
        standard input is a terminal; otherwise (or with --script) it runs commands line by
        line and exits non-zero if any failed.

        Options:
          --state-dir DIR   where the session, scenes, analytics and the embedded backend
                            live (default: $XDG_STATE_HOME/rootswitch or
                            ~/.local/state/rootswitch)
          --backend B       `embedded` (default: in-process, demo account
                            demo@rootswitch.dev / demo-password) or the URL of a server
                            speaking docs/backend-contract.md, e.g. http://127.0.0.1:8080
          --json            one JSON object per line for every screen, transition,
                            deep-link event, notice and error
          --script FILE     run the commands in FILE
          --diagram         print the app state machine as a Mermaid diagram and exit
          --help            show this help

        Commands (type `help` in a session for details):
          do ACTION [key=value ...]   open URL   back   tab NAME
          phase active|inactive|background
          scene open | scene switch N | scene close N
          backend offline on|off | backend maintenance on|off
          backend expire-sessions | backend delete-item ID
          settle   state   help   quit
        """

    /// Parses the arguments.
    /// - Throws: a message naming the bad argument.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        let stateHome =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".local/state")
        stateDirectory = stateHome.appending(path: "rootswitch")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": help = true
            case "--json": json = true
            case "--diagram": diagram = true
            case "--state-dir":
                stateDirectory = URL(filePath: try Self.value(of: argument, in: &remaining))
            case "--script": script = try Self.value(of: argument, in: &remaining)
            case "--backend": backend = try Self.backend(Self.value(of: argument, in: &remaining))
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
    }

    private static func value(of option: String, in remaining: inout ArraySlice<String>)
        throws(UsageError) -> String
    {
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
            throw UsageError("\(option) needs a value")
        }
        return value
    }

    private static func backend(_ value: String) throws(UsageError) -> AppConfiguration.Backend {
        if value == "embedded" { return .embedded }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme ?? ""),
            url.host?.isEmpty == false
        else {
            throw UsageError("--backend takes `embedded` or an http(s) URL, not '\(value)'")
        }
        return .remote(url)
    }
}

/// A command line the program cannot run.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
