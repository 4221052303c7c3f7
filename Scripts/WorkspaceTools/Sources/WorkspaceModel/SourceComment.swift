/// A comment in a Swift file.
public struct SourceComment: Sendable, Hashable {
    /// How the comment is written.
    public enum Style: Sendable, Hashable {
        /// `// text`.
        case line
        /// `/// text` or `/** text */`.
        case documentation
        /// `/* text */`.
        case block
    }

    /// The line where the comment starts (1-based).
    public var line: Int
    /// The comment's body, without its delimiters.
    public var text: String
    /// How it is written.
    public var style: Style

    /// Creates a comment description.
    public init(line: Int, text: String, style: Style) {
        self.line = line
        self.text = text
        self.style = style
    }
}
