/// One line being typed: the characters, the cursor, and what each ``Key`` does to them.
/// Pure: it draws nothing; ``promptLine(prompt:)`` says what the terminal should show.
///
/// ```swift
/// var editor = LineEditor(history: history)
/// for key in keys {
///     if case .submitted(let line) = editor.handle(key) { run(line) }
/// }
/// ```
package struct LineEditor {
    /// What a key did to the line.
    package enum Outcome: Equatable {
        /// The line changed, or the cursor moved, or nothing happened.
        case editing
        /// Enter: the line is done.
        case submitted(String)
        /// Ctrl-D on an empty line: no more input.
        case endOfInput
        /// Ctrl-C: the line is discarded.
        case interrupted
    }

    /// The characters typed.
    package private(set) var characters: [Character] = []
    /// Where the next character goes, from 0 to `characters.count`.
    package private(set) var cursor = 0
    /// The UTF-8 bytes of `characters`: past ``InputLimits/lineBytes`` no character is taken,
    /// so a paste of any size costs a bounded line (which is then refused as too long).
    private var bytes = 0
    /// The session's history; submitted lines are recorded in it.
    package private(set) var history: History
    /// Whether the line is secret: not shown, never recorded, no history to walk.
    private let isSecret: Bool

    /// An editor for a line that goes into `history` and can recall it.
    package init(history: History = History()) {
        self.history = history
        isSecret = false
    }

    /// An editor for a password: nothing shown, nothing recorded.
    package static func secret() -> LineEditor {
        LineEditor(secretWith: History())
    }

    private init(secretWith history: History) {
        self.history = history
        isSecret = true
    }

    /// The line as typed.
    package var text: String { String(characters) }

    /// Applies `key`.
    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            guard bytes <= InputLimits.lineBytes else { break }
            characters.insert(character, at: cursor)
            bytes += character.utf8.count
            cursor += 1
        case .backspace where cursor > 0:
            cursor -= 1
            bytes -= characters.remove(at: cursor).utf8.count
        case .delete where cursor < characters.count:
            bytes -= characters.remove(at: cursor).utf8.count
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .eraseToStart:
            bytes -= characters[..<cursor].reduce(0) { $0 + $1.utf8.count }
            characters.removeFirst(cursor)
            cursor = 0
        case .up where !isSecret:
            if let line = history.older(than: text) { replace(with: line) }
        case .down where !isSecret:
            if let line = history.newer() { replace(with: line) }
        case .endOfInput where !characters.isEmpty:
            return handle(.delete)
        case .endOfInput:
            return .endOfInput
        case .enter:
            let line = text
            if !isSecret { history.record(line) }
            clear()
            return .submitted(line)
        case .interrupt:
            history.restart()
            clear()
            return .interrupted
        case .backspace, .delete, .up, .down:
            break
        }
        return .editing
    }

    /// What the terminal shows: the prompt and the line (nothing of a secret one), and
    /// where the cursor is, made visible. One column per character.
    func promptLine(prompt: String) -> Console.PromptLine {
        guard !isSecret else { return Console.PromptLine(prompt: prompt) }
        return Console.PromptLine(prompt: prompt, typed: characters, cursor: cursor)
    }

    private mutating func replace(with line: String) {
        characters = Array(line)
        bytes = line.utf8.count
        cursor = characters.count
    }

    private mutating func clear() {
        characters = []
        bytes = 0
        cursor = 0
    }
}
