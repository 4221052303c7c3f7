/// A token of Swift source, as coarse as finding declarations allows: its text stays in the
/// source bytes (`start..<end`) so that lexing allocates nothing per token.
struct SourceToken {
    enum Kind: Equatable {
        /// An identifier or keyword.
        case word
        /// An identifier in backticks, which is never a keyword (`start..<end` excludes them).
        case escapedWord
        /// `@name`; the range holds the name.
        case attribute
        /// `#name`, such as `#if`; the range holds the name.
        case pound
        /// One character of punctuation or of an operator.
        case punctuation
        /// A string, number or regex literal.
        case literal
        /// A comment; the range holds its body.
        case comment(SourceComment.Style)
    }

    var kind: Kind
    var start: Int
    var end: Int
    var line: Int
    /// Whether a line break (or the start of the file) comes between this token and the
    /// previous one that is not a comment.
    var startsLine: Bool
}
