/// Blanks out a Swift file's comments and the insides of its literals (nested block comments,
/// multi-line and raw strings, interpolations holding strings of their own, `#/regex/#`),
/// keeping every line break and a plain string's quotes, and keeps its `//` comments.
struct Blanker {
    private(set) var units: [UInt16]
    /// Each `//` comment (not `///`): where it starts, and its text after `//`.
    private(set) var comments: [(offset: Int, text: String)] = []
    private var index = 0

    init(_ source: String) {
        units = Array(source.utf16)
        if units.starts(with: [35, 33]) { skipLine() }  // `#!`
        while index < units.count { step(inInterpolation: false) }
    }

    /// Reads what starts at `index`; inside an interpolation, says whether it was its `)`.
    @discardableResult
    private mutating func step(inInterpolation: Bool) -> Bool {
        let start = index
        switch (at(0), at(1)) {
        case ("/", "/"):
            let documentation = at(2) == "/"
            skipLine()
            if !documentation {
                comments.append(
                    (start, String(decoding: units[(start + 2)..<index], as: UTF16.self)))
            }
            blank(start, index)
        case ("/", "*"):
            skipBlockComment()
            blank(start, index)
        case ("#", _) where at(hashCount(at: index)) != "\"" && at(hashCount(at: index)) != "/":
            index += 1
        case ("\"", _), ("#", _):
            let hashes = hashCount(at: index)
            index += hashes
            let closed = at(0) == "/" ? skipRegex(hashes) : skipString(hashes)
            blank(start + hashes + 1, closed ? index - hashes - 1 : index)
        case (")", _) where inInterpolation:
            index += 1
            return true
        case ("(", _) where inInterpolation:
            index += 1
            while index < units.count, !step(inInterpolation: true) {}
        default:
            index += 1
        }
        return false
    }

    /// `"..."` or `"""..."""` from its first quote, ending with `hashes` `#`s; whether it is
    /// closed. An unclosed one-line string ends at the line's end, as the compiler reads it.
    private mutating func skipString(_ hashes: Int) -> Bool {
        let quotes = at(1) == "\"" && at(2) == "\"" ? 3 : 1
        index += quotes
        while index < units.count, at(0) != "\n" || quotes == 3 {
            if at(0) == "\\" && hashCount(at: index + 1) >= hashes {
                index += 1 + hashes
                if at(0) == "(" {
                    index += 1
                    while index < units.count, !step(inInterpolation: true) {}
                    continue
                }
            } else if at(0) == "\"" && (quotes == 1 || at(1) == "\"" && at(2) == "\"")
                && hashCount(at: index + quotes) >= hashes
            {
                index += quotes + hashes
                return true
            }
            index += 1
        }
        return false
    }

    /// `/.../` from its first slash, ending with `hashes` `#`s; whether it is closed.
    private mutating func skipRegex(_ hashes: Int) -> Bool {
        index += 1
        while index < units.count, !(at(0) == "/" && hashCount(at: index + 1) >= hashes) {
            index += 1
        }
        let closed = index < units.count
        index = min(units.count, index + 1 + hashes)
        return closed
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            let pair = (at(0), at(1))
            depth += pair == ("/", "*") ? 1 : pair == ("*", "/") ? -1 : 0
            index += pair == ("/", "*") || pair == ("*", "/") ? 2 : 1
        } while depth > 0 && index < units.count
    }

    private mutating func skipLine() {
        while index < units.count, at(0) != "\n" { index += 1 }
    }

    private func hashCount(at position: Int) -> Int {
        units[min(position, units.count)...].prefix { $0 == 35 }.count
    }

    /// Replaces the code units in `start..<end` with spaces, line breaks aside.
    private mutating func blank(_ start: Int, _ end: Int) {
        for position in start..<max(start, min(end, units.count)) where units[position] != 10 {
            units[position] = 32
        }
    }

    private func at(_ offset: Int) -> Character? {
        index + offset < units.count ? Character(Unicode.Scalar(units[index + offset]) ?? " ") : nil
    }
}
