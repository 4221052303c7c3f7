/// RootSwitch's version, written once: what `rootswitch --version` and
/// `rootswitch-backend --version` print and what the About screen shows. Semantic versioning;
/// each release is tagged `vMAJOR.MINOR.PATCH` (CHANGELOG.md says what each brings, and
/// docs/releasing.md how to make one).
package enum RootSwitchVersion {
    /// The current version, `MAJOR.MINOR.PATCH`.
    package static let current = "1.0.0"

    /// What `--version` prints for `program`: `rootswitch 1.0.0`.
    package static func line(for program: String) -> String {
        "\(program) \(current)"
    }
}
