/// The version both command-line programs print for `--version`: `rootswitch 0.1.0`,
/// `rootswitch-backend 0.1.0`. The one place it is written; there is no release yet.
package enum ToolVersion {
    /// The current version, `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"

    /// What `--version` prints for `program`: `rootswitch 0.1.0`.
    package static func line(for program: String) -> String {
        "\(program) \(current)"
    }
}
