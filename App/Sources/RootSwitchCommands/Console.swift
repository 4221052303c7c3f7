import Foundation
import Synchronization
import ToolSupport

/// The one writer to the terminal. It knows whether a prompt with a half-typed line is on
/// the last line: whatever is printed meanwhile (a notice from the App's background work, a
/// new screen) goes above it, and the prompt is drawn again below, so output never lands
/// after the prompt. Lines may be printed from any thread; each is written whole, with every
/// control character made visible (`TerminalText`): a link, an item or a backend answer can
/// never write an escape sequence to the terminal.
final class Console: Sendable {
    /// The last line as the line editor shows it: the prompt and the line being typed, made
    /// visible (`TerminalText`), so a character pasted into it cannot drive the terminal or
    /// hide in it.
    struct PromptLine: Equatable, Sendable {
        /// What is drawn: the prompt and the visible line.
        let text: String
        /// How many columns the cursor sits left of the end of `text`.
        let cursorFromEnd: Int

        /// The line `typed` after `prompt`, the cursor before `typed`'s character at `cursor`.
        init(prompt: String, typed: some Collection<Character> = [], cursor: Int = 0) {
            let after = String(typed.dropFirst(cursor))
            text = TerminalText.visible(prompt + String(typed))
            cursorFromEnd = TerminalText.visible(after).count
        }
    }

    /// The prompt line on screen, if one is.
    private let prompt = Mutex<PromptLine?>(nil)

    init() {}

    /// Prints `text` and a line end on standard output, above the prompt if one shows; each
    /// line of `text` made visible.
    func print(_ text: String) {
        let visible = TerminalText.visibleLines(text)
        prompt.withLock { shown in
            FileHandle.standardOutput.write(
                Data((clear(shown) + visible + "\n" + draw(shown)).utf8))
        }
    }

    /// Prints `text` as one line on standard error, above the prompt if one shows, made
    /// visible (a line break in it included).
    func printError(_ text: String) {
        prompt.withLock { shown in
            write(clear(shown))
            TerminalText.writeLine(text, to: .standardError)
            write(draw(shown))
        }
    }

    /// Draws the prompt line, or draws it again after an edit.
    func showPrompt(_ line: PromptLine) {
        prompt.withLock { shown in
            shown = line
            write("\r" + line.text + Self.eraseToEnd + Self.cursorLeft(line.cursorFromEnd))
        }
    }

    /// Draws the prompt line again at the start of the current line, as it was: after the
    /// process continued (`fg`), when the shell has written over the terminal meanwhile.
    func redraw() {
        prompt.withLock { shown in
            guard shown != nil else { return }
            write("\r" + Self.eraseToEnd + draw(shown))
        }
    }

    /// Ends the prompt line (Enter, Ctrl-C, Ctrl-D): `marker` (such as `^C`) after it, then
    /// a line end. Later output is printed as plain lines until the next prompt.
    func endPrompt(marker: String = "") {
        prompt.withLock { shown in
            let back = shown.map { Self.cursorRight($0.cursorFromEnd) } ?? ""
            shown = nil
            write(back + marker + "\n")
        }
    }

    private func clear(_ shown: PromptLine?) -> String {
        shown == nil ? "" : "\r" + Self.eraseToEnd
    }

    private func draw(_ shown: PromptLine?) -> String {
        guard let shown else { return "" }
        return shown.text + Self.cursorLeft(shown.cursorFromEnd)
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static let eraseToEnd = "\u{1B}[K"

    private static func cursorLeft(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)D" : ""
    }

    private static func cursorRight(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)C" : ""
    }
}
