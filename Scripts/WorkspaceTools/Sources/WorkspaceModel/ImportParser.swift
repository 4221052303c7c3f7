/// Recognises import declarations in a token stream: at the start of a declaration (a new
/// line, or after `;`, `{` or `}`), optional attributes and modifiers, `import`, an optional
/// kind keyword, then a dotted path.
struct ImportParser {
    let tokens: [SourceToken]
    let bytes: [UInt8]
    private var index = 0

    init(tokens: [SourceToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private",
    ]
    private static let importKeyword = Array("import".utf8)

    mutating func parseAll() -> [ImportDeclaration] {
        var imports: [ImportDeclaration] = []
        while index < tokens.count {
            if startsDeclaration(index), let declaration = parseImport() {
                imports.append(declaration)
            } else {
                index += 1
            }
        }
        return imports
    }

    private func startsDeclaration(_ position: Int) -> Bool {
        guard position > 0, !tokens[position].startsLine else { return true }
        let previous = tokens[position - 1]
        return previous.kind == .punctuation && ";{}".utf8.contains(bytes[previous.start])
    }

    /// Parses a declaration at `index`; on success moves `index` past it.
    private mutating func parseImport() -> ImportDeclaration? {
        var cursor = index
        var attributes: [String] = []
        var modifiers: [String] = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .attribute {
                attributes.append(text(token))
                cursor = skipArguments(after: cursor + 1)
            } else if token.kind == .word, Self.modifiers.contains(text(token)) {
                modifiers.append(text(token))
                cursor += 1
            } else {
                break
            }
        }
        guard cursor < tokens.count, isImportKeyword(tokens[cursor]) else { return nil }
        let line = tokens[cursor].line
        cursor += 1
        var kind: ImportDeclaration.Kind?
        if cursor + 1 < tokens.count, tokens[cursor].kind == .word, isName(tokens[cursor + 1]),
            let scoped = ImportDeclaration.Kind(rawValue: text(tokens[cursor]))
        {
            kind = scoped
            cursor += 1
        }
        guard cursor < tokens.count, isName(tokens[cursor]) else { return nil }
        var path = [text(tokens[cursor])]
        cursor += 1
        while cursor + 1 < tokens.count, isDot(tokens[cursor]), isName(tokens[cursor + 1]) {
            path.append(text(tokens[cursor + 1]))
            cursor += 2
        }
        index = cursor
        return ImportDeclaration(
            path: path, kind: kind, attributes: attributes, modifiers: modifiers, line: line)
    }

    /// Skips an attribute's parenthesised arguments, if any, such as `@available(...)`.
    private func skipArguments(after position: Int) -> Int {
        guard position < tokens.count, isPunctuation(tokens[position], "(") else { return position }
        var depth = 0
        var cursor = position
        while cursor < tokens.count {
            if isPunctuation(tokens[cursor], "(") { depth += 1 }
            if isPunctuation(tokens[cursor], ")") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    private func isImportKeyword(_ token: SourceToken) -> Bool {
        token.kind == .word && bytes[token.start..<token.end].elementsEqual(Self.importKeyword)
    }

    private func isName(_ token: SourceToken) -> Bool {
        token.kind == .word || token.kind == .escapedWord
    }

    private func isDot(_ token: SourceToken) -> Bool { isPunctuation(token, ".") }

    private func isPunctuation(_ token: SourceToken, _ character: Unicode.Scalar) -> Bool {
        token.kind == .punctuation && bytes[token.start] == UInt8(ascii: character)
    }

    private func text(_ token: SourceToken) -> String {
        SourceScanner.text(token, bytes)
    }
}
