import RootSwitchCommands
import Testing

/// The line editor and the session's history, key by key.
@Suite struct CLILineEditorTests {
    /// The editor after typing `text` and then `keys`.
    private func edit(_ text: String, _ keys: [Key], history: History = History())
        -> LineEditor
    {
        var editor = LineEditor(history: history)
        for key in text.map(Key.character) + keys { _ = editor.handle(key) }
        return editor
    }

    @Test(arguments: [
        ("help", [Key](), "help", 4),
        ("hlp", [.left, .left, .character("e")], "help", 2),
        ("elp", [.home, .character("h"), .end, .character("!")], "help!", 5),
        ("help!", [.backspace], "help", 4),
        ("!help", [.home, .delete], "help", 0),
        ("help", [.home, .backspace, .end, .delete], "help", 4),
        ("do back", [.left, .left, .left, .left, .eraseToStart], "back", 0),
        ("help", [.right, .right, .left], "help", 3),
        ("help", [.left, .endOfInput], "hel", 3),
    ])
    func keysEditTheLine(text: String, keys: [Key], line: String, cursor: Int) {
        let editor = edit(text, keys)
        #expect(editor.text == line)
        #expect(editor.cursor == cursor)
    }

    @Test func enterSubmitsAndRecordsTheLine() {
        var editor = edit("state", [])
        #expect(editor.handle(.enter) == .submitted("state"))
        #expect(editor.text.isEmpty)
        #expect(editor.history.entries == ["state"])
    }

    @Test func controlDQuitsOnlyOnAnEmptyLine() {
        var editor = LineEditor()
        #expect(editor.handle(.endOfInput) == .endOfInput)
        var typing = edit("x", [])
        #expect(typing.handle(.endOfInput) == .editing)
    }

    @Test func controlCDiscardsTheLine() {
        var editor = edit("do sign", [])
        #expect(editor.handle(.interrupt) == .interrupted)
        #expect(editor.text.isEmpty)
        #expect(editor.history.entries.isEmpty)
    }

    @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
        var history = History()
        for line in ["state", "help", "back"] { history.record(line) }
        var editor = edit("sce", [.up], history: history)
        #expect(editor.text == "back")
        #expect(editor.cursor == 4)
        for _ in 0..<5 { _ = editor.handle(.up) }
        #expect(editor.text == "state")
        _ = editor.handle(.down)
        #expect(editor.text == "help")
        _ = editor.handle(.down)
        _ = editor.handle(.down)
        #expect(editor.text == "sce")
        _ = editor.handle(.down)
        #expect(editor.text == "sce")
    }

    @Test func historySkipsBlankLinesAndRepeats() {
        var history = History(limit: 3)
        for line in ["state", "state", "  ", "", "help", "back", "tab home"] {
            history.record(line)
        }
        #expect(history.entries == ["help", "back", "tab home"])
        #expect(history.older(than: "") == "tab home")
        history.restart()
        #expect(history.older(than: "") == "tab home")
    }

    @Test func secretLineIsNeverRecordedAndHasNoHistory() {
        var editor = LineEditor.secret()
        _ = editor.handle(.character("x"))
        _ = editor.handle(.up)
        #expect(editor.text == "x")
        #expect(editor.handle(.enter) == .submitted("x"))
        #expect(editor.history.entries.isEmpty)
    }
}
