extension SourceLexer {
    /// `#"..."#` raw strings, `#/.../#` regex literals, `#if` and other `#name`s.
    mutating func lexPound() -> SourceToken.Kind {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            position += hashes
            lexString(hashes: hashes)
            return .literal
        case UInt8(ascii: "/"):
            position += hashes + 1
            while position < bytes.count,
                !(bytes[position] == UInt8(ascii: "/") && hashesFollow(position + 1, hashes))
            {
                advance()
            }
            position = min(bytes.count, position + 1 + hashes)
            return .literal
        case let next? where hashes == 1 && Self.isIdentifierStart(next):
            position += 1
            skipIdentifier()
            return .pound
        default:
            position += 1
            return .punctuation
        }
    }

    /// A `/` is a bare regex literal where an expression starts, when it is not followed by
    /// a space and a closing `/` comes on the same line; otherwise it is an operator.
    mutating func lexSlash() -> SourceToken.Kind {
        position += 1
        guard expressionMayStart, let next = peek(0), !Self.isSpace(next) else {
            return .punctuation
        }
        var scan = position
        while scan < bytes.count, bytes[scan] != UInt8(ascii: "\n") {
            if bytes[scan] == UInt8(ascii: "\\") {
                scan += 2
            } else if bytes[scan] == UInt8(ascii: "/") {
                position = scan + 1
                return .literal
            } else {
                scan += 1
            }
        }
        return .punctuation
    }

    private var expressionMayStart: Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation:
            return !")]}".utf8.contains(bytes[previous.start])
        case .word:
            return Self.keywordsBeforeExpressions.contains(
                Array(bytes[previous.start..<previous.end]))
        default:
            return false
        }
    }

    private static let keywordsBeforeExpressions: Set<[UInt8]> = Set(
        ["return", "case", "in", "try", "await", "if", "guard", "while", "where", "throw", "else"]
            .map { Array($0.utf8) })

    /// Lexes a string literal from its opening quote, after any `#`s: single-line or
    /// `"""` multi-line, with `\(...)` (or `\#(...)`) interpolations lexed as code.
    mutating func lexString(hashes: Int) {
        let quote = UInt8(ascii: "\"")
        let multiline = peek(1) == quote && peek(2) == quote
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(position + 1, hashes) {
                position += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    position += 1
                    skipInterpolation()
                } else if position < bytes.count {
                    advance()
                }
            } else if byte == quote {
                let closing = multiline ? 3 : 1
                if (!multiline || (peek(1) == quote && peek(2) == quote))
                    && hashesFollow(position + closing, hashes)
                {
                    position += closing + hashes
                    return
                }
                position += 1
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return  // Unterminated: stop at the line end, as the compiler does.
            } else {
                advance()
            }
        }
    }

    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            guard token.kind == .punctuation else { continue }
            if bytes[token.start] == UInt8(ascii: "(") {
                depth += 1
            } else if bytes[token.start] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}
