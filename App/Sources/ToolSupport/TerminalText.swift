package import Foundation

/// How both programs print text that came from outside (a link, an item's or a search's text,
/// a name, a backend's answer, a journal, a file name, a request's path): with every control
/// and invisible character made visible, so nothing they print can drive the terminal, forge
/// a line, or read as something it is not.
///
/// `visible(_:)` is the one function that does it, for every output path: the `rootswitch`
/// screen (each outside field before it is laid out, so a line break inside one cannot make a
/// line of its own), its prompt line, notices, errors and `--replay` output (through its
/// console) and `rootswitch-backend`'s log. Such a character is written as a `\uXXXX` escape,
/// which is also a valid escape inside a JSON string, so a `--json` line stays JSON.
///
/// ```swift
/// TerminalText.visible("\u{1B}]0;pwned\u{07}")   // "\\u001B]0;pwned\\u0007"
/// TerminalText.visible("4\u{200B}2")              // "4\\u200B2"
/// ```
package enum TerminalText {
    /// `text` with every control and invisible character written as `\uXXXX` (upper-case
    /// hex, four digits or more): C0 (tab and line feed included), DEL and C1, the line and
    /// paragraph separators, format characters (the bidirectional controls that can make a
    /// line read as another, zero-width spaces and joiners, tags) and every other character
    /// Unicode says to draw as nothing (a Hangul filler, a variation selector), but a joiner
    /// or a variation selector that continues an emoji (`👩‍💻`, `❤️`).
    package static func visible(_ text: some StringProtocol) -> String {
        var previous: Unicode.Scalar?
        guard
            text.unicodeScalars.contains(where: { scalar in
                defer { previous = scalar }
                return isHidden(scalar, after: previous)
            })
        else { return String(text) }
        var shown = ""
        shown.reserveCapacity(text.utf8.count + 16)
        previous = nil
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard isHidden(scalar, after: previous) else {
                shown.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            shown += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return shown
    }

    /// Each line of `text` made ``visible(_:)``, the line ends between them kept: for text
    /// the program laid out in lines itself, whose outside fields were made visible first.
    package static func visibleLines(_ text: String) -> String {
        // By scalar, not by Character: "\r\n" is one Character, and its CR must show.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { visible(String($0)) }.joined(separator: "\n")
    }

    /// Writes `text` as one line, made ``visible(_:)`` (a line break in it included), then a
    /// line end.
    package static func writeLine(_ text: String, to handle: FileHandle) {
        handle.write(Data((visible(text) + "\n").utf8))
    }

    /// Writes `text` made visible line by line (``visibleLines(_:)``), then a line end: for
    /// text the program laid out in lines itself.
    package static func writeLines(_ text: String, to handle: FileHandle) {
        handle.write(Data((visibleLines(text) + "\n").utf8))
    }

    /// Whether `scalar`, after `previous`, is drawn as a control or as nothing.
    private static func isHidden(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?)
        -> Bool
    {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: break
        default: guard properties.isDefaultIgnorableCodePoint else { return false }
        }
        // What joins or styles an emoji is part of the emoji.
        let continuesEmoji =
            ["\u{200D}", "\u{FE0E}", "\u{FE0F}"].contains(scalar)
            && previous.map { $0.value > 0x7F && $0.properties.isEmoji } == true
        return !continuesEmoji
    }
}
