/// What the scanner found in one Swift file.
public struct SourceScan: Sendable, Hashable {
    /// The import declarations, in source order.
    public var imports: [ImportDeclaration]
    /// The comments, in source order.
    public var comments: [SourceComment]
    /// The `#if` / `#elseif` / `#else` clauses, in the order of their directives.
    public var clauses: [ConditionalClause]
    /// The uses of the watched names, in source order.
    public var identifiers: [SourceIdentifier]

    /// Creates a scan result.
    public init(
        imports: [ImportDeclaration], comments: [SourceComment],
        clauses: [ConditionalClause] = [], identifiers: [SourceIdentifier] = []
    ) {
        self.imports = imports
        self.comments = comments
        self.clauses = clauses
        self.identifiers = identifiers
    }

    /// The clauses that hold `line`, outermost first: the code on it is compiled only when
    /// every one of them is the one taken in its chain.
    public func clauses(enclosing line: Int) -> [ConditionalClause] {
        clauses.filter { $0.contains(line: line) }
    }
}
