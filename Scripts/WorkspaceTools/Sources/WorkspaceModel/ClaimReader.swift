/// Reads the claims of one file's tokens; see ``FeatureClaims``.
struct ClaimReader {
    let tokens: [SourceToken]
    let bytes: [UInt8]
    let file: String

    /// The string literals starting with `/`, when the file declares a `Route` type.
    func routePaths() -> [FeatureClaim] {
        guard declaresRoute else { return [] }
        return tokens.compactMap { token in
            guard token.kind == .literal, let value = stringValue(token), value.hasPrefix("/")
            else { return nil }
            return claim(.routePath, value, token)
        }
    }

    /// The first argument of each `DeepLinkPattern(...)`, generic arguments allowed.
    func deepLinks() -> [FeatureClaim] {
        var claims: [FeatureClaim] = []
        for (index, token) in tokens.enumerated() where isWord(token, "DeepLinkPattern") {
            var next = index + 1
            if next < tokens.count, isPunctuation(tokens[next], "<") {
                while next < tokens.count, !isPunctuation(tokens[next], ">") { next += 1 }
                next += 1
            }
            guard next + 1 < tokens.count, isPunctuation(tokens[next], "("),
                tokens[next + 1].kind == .literal, let template = stringValue(tokens[next + 1])
            else { continue }
            if let claim = claim(.deepLink, template, tokens[next + 1]) { claims.append(claim) }
        }
        return claims
    }

    /// The case names of every enum whose name ends in `Tab`.
    func tabs() -> [FeatureClaim] {
        var claims: [FeatureClaim] = []
        for index in tokens.indices.dropLast() where isWord(tokens[index], "enum") {
            guard text(tokens[index + 1]).hasSuffix("Tab"),
                let open = tokens[index...].firstIndex(where: { isPunctuation($0, "{") })
            else { continue }
            var depth = 0
            var position = open
            while position < tokens.count {
                let token = tokens[position]
                if isPunctuation(token, "{") { depth += 1 }
                if isPunctuation(token, "}") { depth -= 1 }
                if depth == 0 { break }
                if depth == 1, isWord(token, "case") {
                    var name = position + 1
                    while name < tokens.count, tokens[name].kind == .word {
                        if let claim = claim(.tab, text(tokens[name]), tokens[name]) {
                            claims.append(claim)
                        }
                        guard name + 1 < tokens.count, isPunctuation(tokens[name + 1], ",")
                        else { break }
                        name += 2
                    }
                }
                position += 1
            }
        }
        return claims
    }

    /// Whether the file declares a type whose inheritance list names `Route`.
    private var declaresRoute: Bool {
        for index in tokens.indices
        where isWord(tokens[index], "enum") || isWord(tokens[index], "struct") {
            var position = index + 2
            guard position < tokens.count, isPunctuation(tokens[position], ":") else { continue }
            while position < tokens.count, !isPunctuation(tokens[position], "{") {
                if isWord(tokens[position], "Route") { return true }
                position += 1
            }
        }
        return false
    }

    /// A claim of the literal segments of `text`, if it has any.
    private func claim(_ kind: FeatureClaim.Kind, _ text: String, _ token: SourceToken)
        -> FeatureClaim?
    {
        let words = Self.segments(of: text)
        guard !words.isEmpty else { return nil }
        return FeatureClaim(kind: kind, words: words, text: text, file: file, line: token.line)
    }

    /// The literal segments of a path or template, lowercased: placeholders (`<int:id>`),
    /// interpolations and queries' values left out.
    static func segments(of text: String) -> [String] {
        var words: [String] = []
        for part in text.split(whereSeparator: { "/?&=".contains($0) }) {
            guard !part.hasPrefix("<"), !part.hasPrefix("\\(") else { continue }
            let word = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if !word.isEmpty,
                word.count == part.count || part.dropFirst(word.count).hasPrefix("\\(")
            {
                words.append(word.lowercased())
            }
        }
        return words
    }

    /// A plain string literal's value (`"/items"` -> `/items`); nil for other literals.
    private func stringValue(_ token: SourceToken) -> String? {
        let literal = text(token)
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
            !literal.hasPrefix("\"\"\"")
        else { return nil }
        return String(literal.dropFirst().dropLast())
    }

    private func text(_ token: SourceToken) -> String {
        SourceScanner.text(token, bytes)
    }

    private func isWord(_ token: SourceToken, _ word: String) -> Bool {
        token.kind == .word && text(token) == word
    }

    private func isPunctuation(_ token: SourceToken, _ mark: String) -> Bool {
        token.kind == .punctuation && text(token) == mark
    }
}
