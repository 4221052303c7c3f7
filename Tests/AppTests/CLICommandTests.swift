import RootSwitchCommands
import Testing

/// The command line's words and commands, parsed by the library a fuzz target can drive.
@Suite struct CLICommandTests {
    @Test(arguments: [
        ("do save name=\"Ada Lovelace\"", ["do", "save", "name=Ada Lovelace"]),
        ("  open   'rootswitch://items/42'  ", ["open", "rootswitch://items/42"]),
        (#"do search q=tea\ time"#, ["do", "search", "q=tea time"]),
        (#"do save name='a\b'"#, ["do", "save", #"name=a\b"#]),
        ("", []),
    ])
    func tokenizerSplitsWords(line: String, words: [String]) throws {
        #expect(try Tokenizer.split(line) == words)
    }

    /// Found by CommandLineFuzz: read as `Character`s, a quote or a space joined the mark
    /// beside it into one grapheme cluster and stopped being a quote or a space.
    @Test(arguments: [
        ("do save name=\"\u{301}Ada\"", ["do", "save", "name=\u{301}Ada"]),
        ("open \"x\u{600}\"", ["open", "x\u{600}"]),
        ("tab 'home\u{600}' \u{301}x", ["tab", "home\u{600}", "\u{301}x"]),
        ("do x \u{301}", ["do", "x", "\u{301}"]),
    ])
    func quotesAndSpacesStayWholeBesideMarks(line: String, words: [String]) throws {
        #expect(
            try Tokenizer.split(line).map(\.unicodeScalars).map(Array.init)
                == words.map(\.unicodeScalars).map(Array.init))
    }

    @Test(arguments: ["do x=\"open", "do x='open", #"back\"#])
    func tokenizerRefusesAnOpenQuoteOrATrailingBackslash(line: String) {
        #expect(throws: CommandError.self) { try Tokenizer.split(line) }
    }

    @Test func commandsParseIntoValues() throws {
        #expect(try Command.parse("# a comment") == nil)
        #expect(
            try Command.parse("do signin email=a@b.c")
                == .perform(
                    action: "signin", arguments: ["email": "a@b.c"]))
        #expect(try Command.parse("scene switch 2") == .sceneSwitch(2))
        #expect(throws: CommandError("unknown command 'fly': type help to list the commands")) {
            try Command.parse("fly away")
        }
    }
}
