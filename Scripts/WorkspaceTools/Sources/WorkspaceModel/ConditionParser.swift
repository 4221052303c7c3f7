/// Parses the tokens of an `#if` condition into a `CompilationCondition`, with Swift's
/// precedence (`!` binds tightest, then `&&`, then `||`). Anything it does not understand
/// becomes `.unparsed` with the source text, never a crash.
struct ConditionParser {
    private let tokens: ArraySlice<SourceToken>
    private let bytes: [UInt8]
    private var index: Int

    private init(tokens: ArraySlice<SourceToken>, bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        self.index = tokens.startIndex
    }

    /// The condition written by `tokens`: everything after `#if` or `#elseif` on its line.
    static func parse(_ tokens: ArraySlice<SourceToken>, in bytes: [UInt8])
        -> CompilationCondition
    {
        var parser = ConditionParser(tokens: tokens, bytes: bytes)
        if let condition = parser.disjunction(), parser.index == tokens.endIndex {
            return condition
        }
        return .unparsed(parser.text(tokens.startIndex..<tokens.endIndex))
    }

    private mutating func disjunction() -> CompilationCondition? {
        chain("|", of: { $0.conjunction() }, into: CompilationCondition.or)
    }

    private mutating func conjunction() -> CompilationCondition? {
        chain("&", of: { $0.unary() }, into: CompilationCondition.and)
    }

    /// Operands joined by `&&` or `||` (`character` twice), combined from the left.
    private mutating func chain(
        _ character: Unicode.Scalar, of operand: (inout ConditionParser) -> CompilationCondition?,
        into combine: (CompilationCondition, CompilationCondition) -> CompilationCondition
    ) -> CompilationCondition? {
        guard var condition = operand(&self) else { return nil }
        while skipOperator(character) {
            guard let rhs = operand(&self) else { return nil }
            condition = combine(condition, rhs)
        }
        return condition
    }

    private mutating func unary() -> CompilationCondition? {
        if skip("!") { return unary().map { .not($0) } }
        if skip("(") {
            guard let condition = disjunction(), skip(")") else { return nil }
            return condition
        }
        guard index < tokens.endIndex, tokens[index].kind == .word else { return nil }
        let name = text(index..<index + 1)
        index += 1
        guard skip("(") else { return .flag(name) }
        let start = index
        var depth = 1
        while index < tokens.endIndex {
            if isPunctuation(index, "(") { depth += 1 }
            if isPunctuation(index, ")") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < tokens.endIndex else { return nil }
        index += 1
        return .test(name, argument: text(start..<index - 1))
    }

    /// Skips `&&` or `||`: two adjacent tokens of `character`.
    private mutating func skipOperator(_ character: Unicode.Scalar) -> Bool {
        guard index + 1 < tokens.endIndex, isPunctuation(index, character),
            isPunctuation(index + 1, character), tokens[index].end == tokens[index + 1].start
        else { return false }
        index += 2
        return true
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < tokens.endIndex, isPunctuation(index, character) else { return false }
        index += 1
        return true
    }

    private func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
        tokens[position].kind == .punctuation
            && bytes[tokens[position].start] == UInt8(ascii: character)
    }

    /// The source text from the first token of `range` to the end of its last.
    private func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }
}
