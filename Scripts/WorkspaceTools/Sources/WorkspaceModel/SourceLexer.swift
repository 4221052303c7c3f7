/// Splits Swift source into `SourceToken`s. It understands exactly what decides whether a
/// word is code: comments (nested block comments too), string literals (multi-line, raw,
/// with interpolations holding code and further strings) and regex literals.
struct SourceLexer {
    let bytes: [UInt8]
    // Internal rather than private: SourceLexer+Literals.swift lexes through them too.
    var position = 0
    var line = 1
    var sawNewline = true
    /// The last token that was not a comment, which decides whether `/` starts a regex.
    var previous: SourceToken?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { skipToLineEnd() }
    }

    /// The next token, comments included, or nil at the end.
    mutating func next() -> SourceToken? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        let start = position
        let startLine = line
        let startsLine = sawNewline
        sawNewline = false
        let kind = lexToken()
        var token = SourceToken(
            kind: kind, start: start, end: position, line: startLine, startsLine: startsLine)
        switch kind {
        case .comment:
            // A comment is whitespace: the next token starts a line if one started before
            // the comment or inside it.
            sawNewline = sawNewline || startsLine
            trimDelimiters(of: &token)
        case .attribute, .pound:
            token.start += 1
            previous = token
        case .escapedWord:
            token.start += 1
            token.end -= bytes[token.end - 1] == UInt8(ascii: "`") ? 1 : 0
            previous = token
        case .literal:
            // Interpolations may have crossed lines; what follows the literal is on its last.
            sawNewline = false
            previous = token
        default:
            previous = token
        }
        return token
    }

    private mutating func lexToken() -> SourceToken.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                let style: SourceComment.Style =
                    peek(2) == UInt8(ascii: "/") ? .documentation : .line
                skipToLineEnd()
                return .comment(style)
            }
            if peek(1) == UInt8(ascii: "*") { return lexBlockComment() }
            return lexSlash()
        case UInt8(ascii: "\""):
            lexString(hashes: 0)
            return .literal
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) == true:
            position += 1
            skipIdentifier()
            return .attribute
        case UInt8(ascii: "`"):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"),
                bytes[position] != UInt8(ascii: "\n")
            {
                position += 1
            }
            if peek(0) == UInt8(ascii: "`") { position += 1 }
            return .escapedWord
        case _ where Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$"):
            position += 1
            skipIdentifier()
            return .word
        case _ where Self.isDigit(byte):
            skipIdentifier()
            return .literal
        default:
            position += 1
            return .punctuation
        }
    }

    private mutating func lexBlockComment() -> SourceToken.Kind {
        let isDocumentation = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        while position < bytes.count, depth > 0 {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                advance()
            }
        }
        return .comment(isDocumentation ? .documentation : .block)
    }

    private mutating func trimDelimiters(of token: inout SourceToken) {
        if bytes[token.start + 1] == UInt8(ascii: "/") {
            token.start += 2
            return
        }
        token.start += 2
        let closed = token.end - token.start >= 2 && bytes[token.end - 1] == UInt8(ascii: "/")
        token.end -= closed ? 2 : 0
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { advance() }
    }

    private mutating func skipToLineEnd() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    mutating func skipIdentifier() {
        while position < bytes.count,
            Self.isIdentifierStart(bytes[position]) || Self.isDigit(bytes[position])
        {
            position += 1
        }
    }

    /// Moves past one byte, counting lines.
    mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") {
            line += 1
            sawNewline = true
        }
        position += 1
    }

    func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    func hashesFollow(_ index: Int, _ count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
            || byte == 0
    }
}
