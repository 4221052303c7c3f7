/// One clause of an `#if` ... `#endif` chain: the `#if`, an `#elseif` or the `#else`, with
/// the lines it covers.
public struct ConditionalClause: Sendable, Hashable {
    /// The directive that opens the clause.
    public enum Directive: String, Sendable, Hashable {
        case `if`, `elseif`, `else`
    }

    /// The directive that opens the clause.
    public var directive: Directive
    /// The clause's condition; nil for `#else`.
    public var condition: CompilationCondition?
    /// The conditions of the clauses before this one in its chain, in order: this clause is
    /// compiled only when all of them are false.
    public var earlierConditions: [CompilationCondition]
    /// The line of the opening directive (1-based).
    public var line: Int
    /// The line of the directive that closes the clause (`#elseif`, `#else` or `#endif`),
    /// or one past the last line when the file ends first.
    public var endLine: Int
    /// How many clauses of other chains enclose this one: 0 at the top level.
    public var depth: Int

    /// Creates a clause description.
    public init(
        directive: Directive, condition: CompilationCondition?,
        earlierConditions: [CompilationCondition] = [], line: Int, endLine: Int, depth: Int = 0
    ) {
        self.directive = directive
        self.condition = condition
        self.earlierConditions = earlierConditions
        self.line = line
        self.endLine = endLine
        self.depth = depth
    }

    /// Whether code on `line` belongs to this clause: between its directive and the next.
    public func contains(line: Int) -> Bool {
        line > self.line && line < endLine
    }
}
