/// A program's command-line options, each a ``ProgramOption`` declared once, and the forms
/// its command line takes. Parsing, the usage lines and the options' help all read them.
///
/// ```swift
/// let table = OptionTable(
///     program: "rootswitch-backend",
///     forms: [[.optional(stateDirectory), .optional(port)], [.oneOf([help, version])]],
///     options: [stateDirectory, port, help, version])
/// var options = Options()
/// try table.parse(["--port", "8080"], into: &options)
/// print(table.usage)  // Usage: rootswitch-backend [--state-dir DIR] [--port N] ...
/// ```
package struct OptionTable<Options>: Sendable {
    /// How an option appears in one form of the command line.
    package enum Use: Sendable {
        /// `[--port N]`: it may be given.
        case optional(ProgramOption<Options>)
        /// `--replay FILE`: this form is the one that gives it.
        case required(ProgramOption<Options>)
        /// `--help | --version`: one of them, alone.
        case oneOf([ProgramOption<Options>])
    }

    /// The program's name, as the usage lines start.
    package let program: String
    /// The forms of its command line, one usage line each.
    let forms: [[Use]]
    /// Every option, in the order the help lists them.
    let options: [ProgramOption<Options>]

    /// Creates the table.
    /// - Parameters:
    ///   - program: the program's name.
    ///   - forms: the forms its command line takes, one usage line each.
    ///   - options: every option, in the order the help lists them.
    package init(program: String, forms: [[Use]], options: [ProgramOption<Options>]) {
        self.program = program
        self.forms = forms
        self.options = options
    }

    /// Sets on `options` what `arguments` (without the program's name) say.
    /// - Throws: a ``UsageError`` naming an unknown option, a missing value or a bad one.
    package func parse(_ arguments: [String], into options: inout Options) throws(UsageError) {
        var arguments = ArgumentList(arguments)
        while let argument = arguments.next() {
            guard let option = self.options.first(where: { $0.answers(to: argument) }) else {
                throw UsageError("unknown option '\(argument)'")
            }
            let value = option.value == nil ? "" : try arguments.value(of: argument)
            try option.apply(&options, value)
        }
    }

    /// The usage lines, one per form, wrapped to 92 columns:
    /// `Usage: rootswitch-backend [--state-dir DIR] [--port N]`.
    package var usage: String {
        forms.enumerated().map { index, form in
            let lead = index == 0 ? "Usage: \(program) " : "       \(program) "
            let words = form.map(\.text)
            return Self.wrap(words, after: lead, width: 92, separator: " ")
        }
        .joined(separator: "\n")
    }

    /// The options' help, one entry each: the option, then its help wrapped from column
    /// `indent + 18` (on a line of its own after an option too long for that column).
    package func help(indent: Int = 2) -> String {
        let margin = String(repeating: " ", count: indent)
        let column = indent + 18
        return options.map { option in
            let words = option.help.split(separator: " ").map(String.init)
            let head = margin + option.usage
            if head.count + 1 < column {
                let lead = head + String(repeating: " ", count: column - head.count)
                return Self.wrap(words, after: lead, width: 92, separator: " ")
            }
            let lead = String(repeating: " ", count: column)
            return head + "\n" + Self.wrap(words, after: lead, width: 92, separator: " ")
        }
        .joined(separator: "\n")
    }

    /// `words` after `lead`, broken into lines of at most `width` columns (a longer word
    /// alone on its line), each further line indented as far as `lead` is long.
    private static func wrap(
        _ words: [String], after lead: String, width: Int, separator: String
    ) -> String {
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for word in words {
            if line.count > indent.count, line.count + separator.count + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > indent.count ? separator : "") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}

extension OptionTable.Use {
    /// The use as its usage line shows it: `[--port N]`, `--replay FILE`, `--help | --version`.
    var text: String {
        switch self {
        case .optional(let option): "[\(option.usage)]"
        case .required(let option): option.usage
        case .oneOf(let options): options.map(\.usage).joined(separator: " | ")
        }
    }
}

extension ProgramOption {
    /// Whether `argument` names this option.
    func answers(to argument: String) -> Bool {
        argument == name || aliases.contains(argument)
    }
}
