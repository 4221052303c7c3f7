import Foundation

/// One subcommand of `workspace-tools`: its name, what it does, its options (from which both
/// its help and its parsing come) and what it runs.
package struct Subcommand: Sendable {
    struct Option: Sendable {
        var name: String
        /// The value's placeholder (`DIR`), or nil for a flag.
        var value: String?
        var help: String

        var label: String { name + (value.map { " " + $0 } ?? "") }
    }

    /// What a run was given: option values (a flag's is ""), the last one winning, the words
    /// that are not options, and how to read a workspace.
    struct Arguments {
        var values: [String: String] = [:]
        var words: [String] = []
        var loader: @Sendable (URL) -> WorkspaceLoader

        subscript(_ option: String) -> String? { values[option] }
        func has(_ option: String) -> Bool { values[option] != nil }

        /// `--root DIR`, or the current folder.
        var root: URL { Subcommand.folder(values["--root"] ?? ".") }

        func workspace() throws(ToolError) -> Workspace {
            try loader(root).load(root: root)
        }
    }

    /// What a run printed, and its exit status.
    package struct Result {
        package var status: Int32 = 0
        package var output = ""
        package var errors = ""
    }

    var name: String
    /// How a person runs it, such as `Scripts/check-boundaries`.
    var invocation: String
    /// The words after the options, such as `[NAME]`; empty for none.
    var words: String = ""
    /// What it does, shown under the usage line.
    var summary: String
    var options: [Option]
    /// Runs it, adding to the result; a `ToolError` ends it with status 2.
    var run: @Sendable (Arguments, inout Result) throws(ToolError) -> Void

    static let root = Option(
        name: "--root", value: "DIR", help: "the workspace root (default: the current folder)")

    var help: String {
        let all = options + [Option(name: "--help", help: "show this help")]
        let usage = [invocation] + all.map { "[\($0.label)]" } + (words.isEmpty ? [] : [words])
        return "Usage: \(usage.joined(separator: " "))\n\n\(summary)\n\nOptions:\n"
            + Self.columns(all.map { ($0.label, $0.help) }) + "\n"
    }

    /// Two columns, each row indented, the first column padded to its widest entry and two.
    static func columns(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $1 }
            .joined(separator: "\n")
    }

    /// Parses `arguments` and runs: `--help` prints the help; a bad argument is a usage error.
    func callAsFunction(_ arguments: [String], loader: @escaping @Sendable (URL) -> WorkspaceLoader)
        -> Result
    {
        var result = Result()
        do throws(ToolError) {
            var parsed = Arguments(loader: loader)
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                if argument == "--help" || argument == "-h" {
                    return Result(output: help)
                }
                if let option = options.first(where: { $0.name == argument }) {
                    let value = option.value == nil ? "" : rest.popFirst() ?? ""
                    guard option.value == nil || !value.isEmpty && !value.hasPrefix("-") else {
                        throw ToolError(.usage, "\(argument) needs a value (try --help)")
                    }
                    parsed.values[argument] = value
                } else if argument.hasPrefix("-") || words.isEmpty {
                    let kind = argument.hasPrefix("-") ? "unknown" : "unexpected"
                    throw ToolError(.usage, "\(kind) argument '\(argument)' (try --help)")
                } else {
                    parsed.words.append(argument)
                }
            }
            try run(parsed, &result)
        } catch {
            result.errors += "\(name): \(error.reason)\n"
            result.status = 2
        }
        return result
    }

    static func folder(_ path: String) -> URL {
        URL(filePath: path, relativeTo: URL.currentDirectory()).absoluteURL
    }
}
