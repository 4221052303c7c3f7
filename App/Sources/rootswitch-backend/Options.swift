import Foundation
import ToolSupport

/// The command line's options.
struct Options {
    var stateDirectory: URL
    var port: UInt16 = 0
    var help = false
    var version = false

    /// Parses the arguments.
    /// - Throws: a message naming the option that is unknown or lacks a valid value.
    init(_ arguments: [String], environment: [String: String]) throws(UsageError) {
        stateDirectory = StateDirectory.standard(
            for: "rootswitch-backend", environment: environment)
        var arguments = ArgumentList(arguments)
        while let argument = arguments.next() {
            switch argument {
            case "--help", "-h": help = true
            case "--version": version = true
            case "--state-dir": stateDirectory = URL(filePath: try arguments.value(of: argument))
            case "--port": port = try Self.port(arguments.value(of: argument))
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
    }

    private static func port(_ value: String) throws(UsageError) -> UInt16 {
        guard let port = UInt16(value) else {
            throw UsageError("--port needs a number from 0 to 65535, got '\(value)'")
        }
        return port
    }
}
