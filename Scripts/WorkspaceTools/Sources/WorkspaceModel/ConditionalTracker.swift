/// Follows `#if`, `#elseif`, `#else` and `#endif` directives through a file, nesting included,
/// and collects the clauses they open. A stray `#elseif`, `#else` or `#endif` is ignored; a
/// chain still open at the end of the file ends there.
struct ConditionalTracker {
    /// A conditional compilation directive, by the name written after `#`.
    enum Directive: String {
        case `if`, `elseif`, `else`, `endif`

        /// Whether a condition follows it.
        var hasCondition: Bool { self == .if || self == .elseif }
    }

    /// The chains opened and not yet closed, innermost last; each holds its clauses so far,
    /// never none.
    private var open: [[ConditionalClause]] = []
    private var closed: [ConditionalClause] = []

    /// Applies a directive found on `line`, with its condition for `#if` and `#elseif`.
    mutating func apply(_ directive: Directive, condition: CompilationCondition?, line: Int) {
        switch directive {
        case .if:
            open.append([
                ConditionalClause(
                    directive: .if, condition: condition, line: line, endLine: line,
                    depth: open.count)
            ])
        case .elseif, .else:
            guard var chain = open.popLast() else { return }
            chain[chain.count - 1].endLine = line
            chain.append(
                ConditionalClause(
                    directive: directive == .else ? .else : .elseif, condition: condition,
                    earlierConditions: chain.compactMap(\.condition), line: line, endLine: line,
                    depth: open.count))
            open.append(chain)
        case .endif:
            guard let chain = open.popLast() else { return }
            close(chain, at: line)
        }
    }

    /// The clauses in the order of their directives, closing what is still open at `endLine`.
    mutating func finish(endLine: Int) -> [ConditionalClause] {
        while let chain = open.popLast() { close(chain, at: endLine) }
        return closed.sorted { $0.line < $1.line }
    }

    private mutating func close(_ chain: [ConditionalClause], at line: Int) {
        var chain = chain
        chain[chain.count - 1].endLine = line
        closed += chain
    }
}
