package import Foundation

/// How both programs print text that came from outside (a link, an item's or a search's text,
/// a backend's answer, a journal, a file name, a request's path): with every control
/// character made visible, so nothing they print can drive the terminal.
///
/// `visible(_:)` is the one function that does it, for every output path: the `rootswitch`
/// screen, notices, errors and `--replay` output (through its console) and
/// `rootswitch-backend`'s log. A control character is written as a `\uXXXX` escape, which is
/// also a valid escape inside a JSON string, so a `--json` line stays JSON.
///
/// ```swift
/// TerminalText.visible("\u{1B}]0;pwned\u{07}")   // "\\u001B]0;pwned\\u0007"
/// ```
package enum TerminalText {
    /// `text` with every control character written as `\uXXXX` (four upper-case hex digits):
    /// C0 (tab and line feed included), DEL and C1, the line and paragraph separators, and
    /// the bidirectional formatting characters that can make a line read as another.
    package static func visible(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var shown = ""
        shown.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                shown.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            shown += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return shown
    }

    /// Each line of `text` made ``visible(_:)``, the line ends between them kept: for text
    /// the program laid out in lines itself.
    package static func visibleLines(_ text: String) -> String {
        // By scalar, not by Character: "\r\n" is one Character, and its CR must show.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { visible(String($0)) }.joined(separator: "\n")
    }

    /// Writes `text` made visible line by line, then a line end.
    package static func writeLine(_ text: String, to handle: FileHandle) {
        handle.write(Data((visibleLines(text) + "\n").utf8))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
