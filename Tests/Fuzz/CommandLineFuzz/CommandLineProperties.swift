import FuzzSupport
import RootSwitchCommands

/// What must hold for any bytes given to the command line, as a script, a typed line or the
/// bytes a terminal sends:
///
/// - the line splitter gives the same lines however the bytes are cut into chunks, and no
///   line holds a line end;
/// - any text, quoted, is one word;
/// - a line that tokenizes gives back the same words once each word is quoted again, and
///   parses to the same command (or the same error) that way; a parsed command is well
///   formed (positive scene and item numbers, a known phase, named arguments);
/// - the key decoder leaves at most a short, incomplete sequence at the end, gives the same
///   keys when the bytes arrive in two reads, and never gives a control byte (C0 or DEL) as a
///   character.
enum CommandLineProperties {
    static func check(_ bytes: [UInt8]) {
        let lines = LineSplitter.lines(of: bytes)
        checkChunks(of: bytes, give: lines)
        for line in lines { checkLine(line) }
        checkLine(String(decoding: bytes, as: UTF8.self))
        let quotedLines = lines.map(quoted).joined(separator: " ")
        let words = Result { () throws(CommandError) in try Tokenizer.split(quotedLines) }
        Property.require(words == .success(lines), "\(lines), quoted, give \(words)")
        checkKeys(bytes)
    }

    /// Feeds `bytes` in three chunks cut where its first two bytes say.
    private static func checkChunks(of bytes: [UInt8], give lines: [String]) {
        let cuts = bytes.prefix(2).map { Int($0) % (bytes.count + 1) }.sorted()
        var splitter = LineSplitter()
        var chunked: [String] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            chunked += splitter.feed(bytes[start..<max(start, cut)])
            start = max(start, cut)
        }
        chunked += splitter.finish().map { [$0] } ?? []
        Property.require(chunked == lines, "cut at \(cuts): \(chunked), whole: \(lines)")
        for line in lines {
            Property.require(
                !line.utf8.contains(0x0A) && !line.utf8.contains(0x0D), "\(line) holds a line end")
        }
    }

    private static func checkLine(_ line: String) {
        let words: [String]
        do {
            words = try Tokenizer.split(line)
        } catch {
            Property.require(
                parse(line) == .failure(error), "\(line): parse ignores the tokenizer's \(error)")
            return
        }
        let requoted = words.map(quoted).joined(separator: " ")
        let again = try? Tokenizer.split(requoted)
        Property.require(
            again == words,
            "\(line) gives \(words); quoted again, \(requoted) gives \(String(describing: again))")
        let command = parse(line)
        Property.require(
            parse(requoted) == command, "\(line) and \(requoted) parse differently")
        if case .success(let command?) = command { checkWellFormed(command) }
    }

    private static func checkWellFormed(_ command: Command) {
        switch command {
        case .perform(_, let arguments):
            Property.require(!arguments.keys.contains(""), "\(command) has an unnamed argument")
        case .sceneSwitch(let number), .sceneClose(let number), .backend(.deleteItem(let number)):
            Property.require(number > 0, "\(command) has a number below 1")
        case .phase(let phase):
            Property.require(
                ["active", "inactive", "background"].contains(phase), "unknown phase \(phase)")
        default:
            break
        }
    }

    private static func parse(_ line: String) -> Result<Command?, CommandError> {
        Result { () throws(CommandError) in try Command.parse(line) }
    }

    /// A word in double quotes, its backslashes and double quotes escaped (scalar by scalar:
    /// a quote may share a `Character` with a mark beside it).
    private static func quoted(_ word: String) -> String {
        var text = String.UnicodeScalarView(["\""])
        for scalar in word.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { text.append("\\") }
            text.append(scalar)
        }
        text.append("\"")
        return String(text)
    }

    private static func checkKeys(_ bytes: [UInt8]) {
        let (keys, rest) = KeyDecoder.decode(bytes)
        Property.require(
            rest.count <= 16 && bytes.suffix(rest.count).elementsEqual(rest),
            "left \(rest) of \(bytes)")
        if let first = rest.first {
            Property.require(first == 0x1B || first >= 0xC2, "left \(rest), which starts nothing")
        }
        for case .character(let character) in keys {
            let scalars = character.unicodeScalars
            Property.require(
                scalars.count == 1 && scalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F },
                "decoded the character \(scalars.map(\.value))")
        }
        // Read in two parts, as a terminal's bytes arrive, the rest of the first carried over.
        // Not for an escape sequence too long to be a key: cut, its start is dropped and what
        // follows reads as characters (the decoder keeps at most 16 bytes of a sequence).
        guard !hasLongEscapeSequence(bytes) else { return }
        let cut = bytes.last.map { Int($0) % (bytes.count + 1) } ?? 0
        let first = KeyDecoder.decode(Array(bytes[..<cut]))
        let second = KeyDecoder.decode(first.rest + bytes[cut...])
        Property.require(
            first.keys + second.keys == keys && second.rest == rest,
            "cut at \(cut): \(first.keys + second.keys), left \(second.rest); whole: \(keys), "
                + "left \(rest)")
    }

    /// Whether `bytes` holds `ESC [` and 14 or more parameter bytes.
    private static func hasLongEscapeSequence(_ bytes: [UInt8]) -> Bool {
        var run: Int?
        var previous: UInt8?
        for byte in bytes {
            if let count = run, (0x20...0x3F).contains(byte) {
                if count + 1 >= 14 { return true }
                run = count + 1
            } else {
                run = previous == 0x1B && byte == UInt8(ascii: "[") ? 0 : nil
            }
            previous = byte
        }
        return false
    }
}
