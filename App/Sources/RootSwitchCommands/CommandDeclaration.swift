/// One command of a session, declared once: the words that name it, its arguments, what it
/// does, an example, and how its arguments become a ``Command``. ``CommandTable`` lists them;
/// the parser, the `help` text and the command list of `--help` are read from that list.
package struct CommandDeclaration: Sendable {
    /// Turns the words after the command's own into the command, or says what is wrong.
    typealias Parse = @Sendable (CommandArguments) throws(CommandError) -> Command

    /// The words that name the command: `["backend", "delete-item"]`.
    package let words: [String]
    /// Other words that name the same command (`exit` for `quit`), left out of the help.
    let aliases: [[String]]
    /// Its arguments as the help shows them: `ID`, `on|off`, `ACTION [key=value ...]`.
    let arguments: String
    /// What it does, in one line of the help.
    package let summary: String
    /// The arguments of a line that uses it: `42` for `backend delete-item 42`.
    let exampleArguments: String
    /// Makes the command from the words after its own.
    let parse: Parse

    /// Declares a command that takes arguments.
    /// - Parameters:
    ///   - name: its words, separated by spaces: `"backend delete-item"`.
    ///   - arguments: its arguments as the help shows them.
    ///   - summary: what it does, in one line.
    ///   - example: the arguments of a line that uses it, which errors show.
    ///   - parse: makes the command from the words after `name`, checked with
    ///     ``CommandArguments``.
    init(
        _ name: String, arguments: String, summary: String, example: String,
        parse: @escaping Parse
    ) {
        words = name.split(separator: " ").map(String.init)
        aliases = []
        self.arguments = arguments
        self.summary = summary
        exampleArguments = example
        self.parse = parse
    }

    /// Declares a command without arguments.
    /// - Parameters:
    ///   - name: its words, separated by spaces: `"scene open"`.
    ///   - aliases: other single words that name it.
    ///   - summary: what it does, in one line.
    ///   - command: what it parses to.
    init(_ name: String, aliases: [String] = [], summary: String, command: Command) {
        words = name.split(separator: " ").map(String.init)
        self.aliases = aliases.map { [$0] }
        arguments = ""
        self.summary = summary
        exampleArguments = ""
        parse = { arguments throws(CommandError) in
            try arguments.none()
            return command
        }
    }

    /// Its words, as errors name it: `backend delete-item`.
    package var name: String { words.joined(separator: " ") }

    /// Its words and arguments, as the help shows them: `backend delete-item ID`.
    package var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

    /// A line that uses it: `backend delete-item 42`.
    package var example: String { example(as: name) }

    /// A line that uses it, named `name` (one of its aliases, as typed).
    func example(as name: String) -> String {
        exampleArguments.isEmpty ? name : "\(name) \(exampleArguments)"
    }
}
