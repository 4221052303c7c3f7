/// A use in code (not in a comment or a string) of a name the scan was asked to watch for.
public struct SourceIdentifier: Sendable, Hashable {
    /// The name, without `@` or backticks.
    public var name: String
    /// The line (1-based).
    public var line: Int
    /// Whether it is written as an attribute, `@name`.
    public var isAttribute: Bool
    /// Whether it follows a dot, as a member of something else: `value.name`.
    public var isMemberAccess: Bool
    /// The member written after it, as in `name.member`; nil when no dot follows.
    public var member: String?

    /// Creates an identifier use.
    public init(
        name: String, line: Int, isAttribute: Bool = false, isMemberAccess: Bool = false,
        member: String? = nil
    ) {
        self.name = name
        self.line = line
        self.isAttribute = isAttribute
        self.isMemberAccess = isMemberAccess
        self.member = member
    }
}
