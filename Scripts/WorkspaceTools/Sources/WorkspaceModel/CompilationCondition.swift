/// The condition of an `#if` or `#elseif` clause, parsed: `canImport(Glibc) && !DEBUG`.
public indirect enum CompilationCondition: Sendable, Hashable, CustomStringConvertible {
    /// A call such as `os(Linux)`, `canImport(Glibc)` or `swift(>=6.0)`: the function's
    /// name and its argument as written.
    case test(String, argument: String)
    /// A custom flag or a boolean literal: `DEBUG`, `true`.
    case flag(String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `lhs && rhs`.
    case and(CompilationCondition, CompilationCondition)
    /// `lhs || rhs`.
    case or(CompilationCondition, CompilationCondition)
    /// Text the parser does not understand, as written.
    case unparsed(String)

    /// The condition as Swift writes it, with parentheses only where they are needed.
    public var description: String {
        switch self {
        case .test(let name, let argument): "\(name)(\(argument))"
        case .flag(let name): name
        case .not(let operand): "!" + operand.grouped(unless: operand.isOperand)
        case .and(let lhs, let rhs):
            "\(lhs.grouped(unless: !lhs.isOr)) && \(rhs.grouped(unless: !rhs.isOr))"
        case .or(let lhs, let rhs): "\(lhs) || \(rhs)"
        case .unparsed(let text): text
        }
    }

    private var isOperand: Bool {
        switch self {
        case .and, .or, .unparsed: false
        default: true
        }
    }

    private var isOr: Bool {
        if case .or = self { return true }
        return false
    }

    private func grouped(unless bare: Bool) -> String {
        bare ? description : "(\(description))"
    }
}
