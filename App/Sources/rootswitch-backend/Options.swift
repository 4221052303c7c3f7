import Foundation

/// The command line's options.
struct Options {
    var stateDirectory: URL
    var port: UInt16 = 0

    /// Parses the arguments; nil if one is unknown or lacks a valid value.
    init?(_ arguments: [String]) {
        let environment = ProcessInfo.processInfo.environment
        let stateHome =
            environment["XDG_STATE_HOME"].map { URL(filePath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".local/state")
        stateDirectory = stateHome.appending(path: "rootswitch-backend")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return nil }
            switch argument {
            case "--state-dir" where !value.isEmpty: stateDirectory = URL(filePath: value)
            case "--port":
                guard let port = UInt16(value) else { return nil }
                self.port = port
            default: return nil
            }
        }
    }
}
