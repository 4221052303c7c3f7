/// One option of a program's command line, declared once: its name, the value it takes, its
/// help, and what it sets. An ``OptionTable`` parses a command line by these and writes the
/// usage lines and the options' help from them, so neither is written by hand.
///
/// ```swift
/// static let port = ProgramOption<Options>(
///     "--port", value: "N", help: "the port to listen on (default: 0)"
/// ) { options, value throws(UsageError) in options.port = try parsePort(value) }
/// ```
package struct ProgramOption<Options>: Sendable {
    /// Sets what the option's value says on the options, or says what is wrong with it.
    package typealias Apply = @Sendable (inout Options, String) throws(UsageError) -> Void

    /// The option's name, `--port`.
    package let name: String
    /// Other names it answers to (`-h` for `--help`), left out of the help.
    let aliases: [String]
    /// The value it takes as the help shows it (`N`, `DIR`), or `nil` for a flag.
    let value: String?
    /// What it does, one paragraph; the help wraps it.
    let help: String
    /// Sets it on the options.
    let apply: Apply

    /// Declares an option that takes a value.
    /// - Parameters:
    ///   - name: its name, `--port`.
    ///   - value: the value as the help shows it, `N`.
    ///   - help: what it does, one paragraph.
    ///   - apply: sets the value on the options, or throws why it is not a good one.
    package init(_ name: String, value: String, help: String, apply: @escaping Apply) {
        self.name = name
        aliases = []
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// Declares a flag, an option without a value.
    /// - Parameters:
    ///   - name: its name, `--help`.
    ///   - aliases: other names it answers to, `-h`.
    ///   - help: what it does, one paragraph.
    ///   - set: sets it on the options.
    package init(
        _ name: String, aliases: [String] = [], help: String,
        set: @escaping @Sendable (inout Options) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        value = nil
        self.help = help
        apply = { options, _ in set(&options) }
    }

    /// The option as the usage lines and the help show it: `--port N`.
    package var usage: String { value.map { "\(name) \($0)" } ?? name }
}
