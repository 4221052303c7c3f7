import Testing
import ToolSupport

/// A program's options declared once: parsing, the usage lines and the help all read the
/// same table, so an option added there is parsed and documented without another edit.
@Suite struct OptionTableTests {
    struct Settings {
        var port = 0
        var verbose = false
        var file: String?
    }

    static let port = ProgramOption<Settings>(
        "--port", value: "N", help: "the port to listen on, 0 to pick a free one"
    ) { settings, value throws(UsageError) in
        guard let port = Int(value) else {
            throw UsageError("--port needs a number, got '\(value)'")
        }
        settings.port = port
    }
    static let verbose = ProgramOption<Settings>(
        "--verbose", aliases: ["-v"], help: "say more"
    ) { $0.verbose = true }
    static let file = ProgramOption<Settings>(
        "--a-very-long-option-name", value: "FILE",
        help: "a help long enough to be wrapped over more than one line of the help text, so "
            + "that the wrapping is seen to keep every word and the column"
    ) { settings, value in settings.file = value }
    static let table = OptionTable<Settings>(
        program: "tool",
        forms: [
            [.optional(port), .optional(verbose)], [.required(file), .oneOf([port, verbose])],
        ],
        options: [port, verbose, file])

    @Test func parsesFlagsValuesAndAliases() throws {
        var settings = Settings()
        try Self.table.parse(
            ["--port", "8080", "-v", "--a-very-long-option-name", "x"], into: &settings)
        #expect(settings.port == 8080)
        #expect(settings.verbose)
        #expect(settings.file == "x")
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-p"], "unknown option '-p'"),
        (["--port"], "--port needs a value"),
        (["--port", "--verbose"], "--port needs a value"),
        (["--port", "abc"], "--port needs a number, got 'abc'"),
    ])
    func refusesWhatItDoesNotDeclare(arguments: [String], message: String) {
        var settings = Settings()
        #expect(throws: UsageError(message)) { try Self.table.parse(arguments, into: &settings) }
        #expect(settings.port == 0)
    }

    @Test func usageLinesComeFromTheForms() {
        #expect(
            Self.table.usage == """
                Usage: tool [--port N] [--verbose]
                       tool --a-very-long-option-name FILE --port N | --verbose
                """)
    }

    @Test func helpListsEachOptionOnceWithItsWrappedText() {
        let help = Self.table.help()
        #expect(
            help == """
                  --port N          the port to listen on, 0 to pick a free one
                  --verbose         say more
                  --a-very-long-option-name FILE
                                    a help long enough to be wrapped over more than one line of the help
                                    text, so that the wrapping is seen to keep every word and the column
                """)
        #expect(!help.contains("-v "), "an alias stays out of the help")
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 92 })
    }
}
