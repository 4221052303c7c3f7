import Backend
import Foundation
import ToolSupport

/// The command line's options, each declared once in ``table``: the parser, the usage lines
/// and the options' help are read from it.
struct Options {
    var stateDirectory: URL
    var port: UInt16 = 0
    var help = false
    var version = false
    var openAPI = false
    var policy = BackendPolicy()

    /// Parses the arguments.
    /// - Throws: a message naming the option that is unknown or lacks a valid value.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        stateDirectory = StateDirectory.standard(
            for: "rootswitch-backend", environment: environment)
        try Self.table.parse(arguments, into: &self)
    }

    /// Every option, in the order `--help` lists them, and the forms of the command line.
    static let table = OptionTable<Options>(
        program: "rootswitch-backend",
        forms: [
            [
                .optional(stateDirectory), .optional(port), .optional(tokenLifetime),
                .optional(tokenIdleTimeout),
            ],
            [.oneOf([openAPI, help, version])],
        ],
        options: [stateDirectory, port, tokenLifetime, tokenIdleTimeout, openAPI, help, version])

    static let stateDirectory = ProgramOption<Options>(
        "--state-dir", value: "DIR",
        help: """
            where accounts and sessions are kept (default: $XDG_STATE_HOME/rootswitch-backend \
            or ~/.local/state/rootswitch-backend)
            """
    ) { options, value in options.stateDirectory = URL(filePath: value) }

    static let port = ProgramOption<Options>(
        "--port", value: "N", help: "the port to listen on, 0 to pick a free one (default: 0)"
    ) { options, value throws(UsageError) in
        guard let port = UInt16(value) else {
            throw UsageError("--port needs a number from 0 to 65535, got '\(value)'")
        }
        options.port = port
    }

    static let tokenLifetime = ProgramOption<Options>(
        "--token-lifetime", value: "S",
        help: "seconds a token lasts from its sign-in (default: 30 days)"
    ) { options, value throws(UsageError) in
        options.policy.tokenLifetime = try seconds(value, "--token-lifetime")
    }

    static let tokenIdleTimeout = ProgramOption<Options>(
        "--token-idle-timeout", value: "S", help: "seconds a token lasts unused (default: 7 days)"
    ) { options, value throws(UsageError) in
        options.policy.tokenIdleTimeout = try seconds(value, "--token-idle-timeout")
    }

    static let openAPI = ProgramOption<Options>(
        "--openapi", help: "print the contract as an OpenAPI 3.1 document (JSON) and exit"
    ) { $0.openAPI = true }

    static let help = ProgramOption<Options>(
        "--help", aliases: ["-h"], help: "show this help"
    ) { $0.help = true }

    static let version = ProgramOption<Options>(
        "--version", help: "print `rootswitch-backend VERSION`"
    ) { $0.version = true }

    private static func seconds(_ value: String, _ option: String) throws(UsageError) -> Duration {
        guard let seconds = Int(value), seconds > 0 else {
            throw UsageError("\(option) needs a number of seconds from 1, got '\(value)'")
        }
        return .seconds(seconds)
    }
}
