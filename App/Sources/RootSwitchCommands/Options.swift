import AppCore
import AppLive
import Backend
import Foundation
import ToolSupport

/// The command line's options, each declared once in ``table``: the parser, the usage lines
/// and the options' help are read from it.
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
    /// The apps `--apple-app-site-association` names, from `--app-id`.
    var appIDs: [String] = []
    var appIntents = false
    /// Whether the App starts before the device's first unlock, until `device unlock`.
    var locked = false
    /// Where to write the session's journal.
    var record: String?
    /// The journal to replay, and the last step to replay.
    var replay: String?
    var until: Int?
    /// Whether `--state-dir` was given, as a replay requires an empty one when it is.
    var stateDirectoryGiven = false

    /// Parses the arguments.
    /// - Throws: a message naming the bad argument.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        stateDirectory = StateDirectory.standard(for: "rootswitch", environment: environment)
        try Self.table.parse(arguments, into: &self)
        if until != nil, replay == nil {
            throw UsageError("\(Self.until.name) goes with \(Self.replay.usage)")
        }
        if !appIDs.isEmpty, !appSiteAssociation {
            throw UsageError("\(Self.appID.name) goes with \(Self.appSiteAssociation.name)")
        }
        if replay != nil, record != nil || script != nil || locked {
            throw UsageError(
                "\(Self.replay.name) plays a journal: it takes no \(Self.record.name), "
                    + "\(Self.script.name) or \(Self.locked.name) (the journal says whether "
                    + "its launch was locked)")
        }
    }

    /// What `--help` prints.
    static let usage = """
        \(table.usage)

        RootSwitch's headless app: the Auth, Onboarding and Main features composed on an
        app state machine, with scenes, deep links and restoration. Interactive when
        standard input is a terminal; otherwise (or with \(script.name)) it runs commands line by
        line (LF, CRLF or CR line ends) and exits 1 if any failed.

        Options:
        \(table.help())

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

    /// Every option, in the order `--help` lists them, and the forms of the command line.
    static let table = OptionTable<Options>(
        program: "rootswitch",
        forms: [
            [
                .optional(stateDirectory), .optional(backend), .optional(json),
                .optional(verbose), .optional(script), .optional(record), .optional(locked),
            ],
            [.required(replay), .optional(stateDirectory), .optional(until), .optional(json)],
            [.oneOf([diagram, appIntents, help, version])],
            [.required(appSiteAssociation), .optional(appID)],
        ],
        options: [
            stateDirectory, backend, json, verbose, script, record, locked, replay, until,
            diagram, appSiteAssociation, appID, appIntents, help, version,
        ])

    static let stateDirectory = ProgramOption<Options>(
        "--state-dir", value: "DIR",
        help: """
            where the session, scenes, analytics and the embedded backend live (default: \
            $XDG_STATE_HOME/rootswitch or ~/.local/state/rootswitch)
            """
    ) { options, value in
        options.stateDirectory = URL(filePath: value)
        options.stateDirectoryGiven = true
    }

    static let backend = ProgramOption<Options>(
        "--backend", value: "embedded|URL",
        help: """
            `embedded` (default: in-process, demo account \(EmbeddedBackend.demoEmail) / \
            \(EmbeddedBackend.demoPassword)) or the URL of a server speaking \
            docs/backend-contract.md, e.g. http://127.0.0.1:8080; each request to it waits at \
            most \(AppConfiguration.defaultRequestTimeout.components.seconds) s for an answer
            """
    ) { options, value throws(UsageError) in options.backend = try backendChoice(value) }

    static let json = ProgramOption<Options>(
        "--json",
        help: """
            one JSON object per line for every screen, transition, deep-link event, navigation \
            event, notice and error
            """
    ) { $0.json = true }

    static let verbose = ProgramOption<Options>(
        "--verbose",
        help: """
            also print every navigation command and scene change (`log on|off` in a session \
            does the same)
            """
    ) { $0.verbose = true }

    static let script = ProgramOption<Options>(
        "--script", value: "FILE", help: "run the commands in FILE"
    ) { options, value in options.script = value }

    static let record = ProgramOption<Options>(
        "--record", value: "FILE",
        help: """
            write the session's journal to FILE: the state directory at launch, each command, \
            each backend answer and its time, never a password or token; each command then \
            waits for all its work
            """
    ) { options, value in options.record = value }

    static let locked = ProgramOption<Options>(
        "--locked",
        help: """
            start as iOS may before the device's first unlock: nothing read, loading shown, \
            nobody signed out, until `device unlock`
            """
    ) { $0.locked = true }

    static let replay = ProgramOption<Options>(
        "--replay", value: "FILE",
        help: """
            play a journal again on a fresh state directory (a temporary one unless \
            --state-dir names an empty one), with no backend, printing each step's screen; \
            exit 1 at the first divergence
            """
    ) { options, value in options.replay = value }

    static let until = ProgramOption<Options>(
        "--until", value: "N",
        help: "with --replay: stop after step N and print the state there"
    ) { options, value throws(UsageError) in
        guard let step = Int(value), step > 0 else {
            throw UsageError("--until takes a step number from 1, got '\(value)'")
        }
        options.until = step
    }

    static let diagram = ProgramOption<Options>(
        "--diagram", help: "print the app state machine as a Mermaid diagram and exit"
    ) { $0.diagram = true }

    static let appSiteAssociation = ProgramOption<Options>(
        "--apple-app-site-association",
        help: """
            print the apple-app-site-association file of the App's universal-link host, from \
            its deep links, and exit
            """
    ) { $0.appSiteAssociation = true }

    static let appID = ProgramOption<Options>(
        "--app-id", value: "ID",
        help: """
            with --apple-app-site-association: an app the file names, as \
            TEAMID.\(AppRoute.bundleIdentifier) (again for another); the App declares none until \
            a team signs it, and the file never names a placeholder
            """
    ) { options, value in options.appIDs.append(value) }

    static let appIntents = ProgramOption<Options>(
        "--app-intents",
        help: """
            print the Swift source of the App's App Intents, from its intent entry points \
            (App/Sources/rootswitch-app/AppIntents.swift), and exit
            """
    ) { $0.appIntents = true }

    static let help = ProgramOption<Options>(
        "--help", aliases: ["-h"], help: "show this help"
    ) { $0.help = true }

    static let version = ProgramOption<Options>(
        "--version", help: "print `rootswitch VERSION`"
    ) { $0.version = true }

    private static func backendChoice(_ value: String) throws(UsageError)
        -> AppConfiguration.Backend
    {
        if value == "embedded" { return .embedded }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme ?? ""),
            url.host?.isEmpty == false
        else {
            throw UsageError("--backend takes `embedded` or an http(s) URL, got '\(value)'")
        }
        return .remote(url)
    }
}
