import RootSwitchCommands
import Testing

/// Scripts and standard input end their lines with LF, CRLF or CR.
@Suite struct CLILineSplitterTests {
    @Test(arguments: [
        ("a\nb\nc\n", ["a", "b", "c"]),
        ("a\r\nb\r\nc\r\n", ["a", "b", "c"]),
        ("a\rb\rc\r", ["a", "b", "c"]),
        ("a\nb\r\nc\rd", ["a", "b", "c", "d"]),
        ("a\n\nb", ["a", "", "b"]),
        ("a\r\n\r\nb", ["a", "", "b"]),
        ("a\r\rb", ["a", "", "b"]),
        ("\n", [""]),
        ("", []),
        ("name=\"Ada\r\nLovelace\"", ["name=\"Ada", "Lovelace\""]),
    ])
    func splitsAtEveryKindOfLineEnd(text: String, lines: [String]) {
        #expect(LineSplitter.lines(of: Array(text.utf8)) == lines)
    }

    @Test func carriageReturnAndLineFeedInTwoChunksAreOneLineEnd() {
        var splitter = LineSplitter()
        #expect(splitter.feed(Array("state\r".utf8)) == ["state"])
        #expect(splitter.feed(Array("\nhelp\r".utf8)) == ["help"])
        #expect(splitter.feed(Array("\rquit".utf8)) == [""])
        #expect(splitter.finish() == "quit")
        #expect(splitter.finish() == nil)
    }

    @Test func characterCutBetweenChunksIsWhole() {
        let bytes = Array("tab café\n".utf8)
        var splitter = LineSplitter()
        #expect(splitter.feed(bytes[..<8]).isEmpty)
        #expect(splitter.feed(bytes[8...]) == ["tab café"])
    }
}
