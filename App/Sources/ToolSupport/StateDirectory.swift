package import Foundation

/// Where a program keeps its state unless told otherwise: `$XDG_STATE_HOME/NAME`, or
/// `~/.local/state/NAME` when that variable is unset or empty (the home directory from
/// `NSHomeDirectory()`, which every platform has: `homeDirectoryForCurrentUser` is macOS's and
/// Linux's only).
package enum StateDirectory {
    /// The default state directory of `name` (`rootswitch`, `rootswitch-backend`).
    package static func standard(for name: String, environment: [String: String]) -> URL {
        let stateHome =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
            ?? URL(filePath: NSHomeDirectory()).appending(path: ".local/state")
        return stateHome.appending(path: name)
    }
}
