/// One broken rule, where it is broken, and how to fix it.
public struct Finding: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The rule broken.
    public var rule: BoundaryRule
    /// The file, relative to the workspace root.
    public var path: String
    /// The line (1-based).
    public var line: Int
    /// What is wrong, without a final period.
    public var message: String
    /// How to fix it, without a final period.
    public var fix: String

    /// Creates a finding.
    public init(rule: BoundaryRule, path: String, line: Int, message: String, fix: String) {
        self.rule = rule
        self.path = path
        self.line = line
        self.message = message
        self.fix = fix
    }

    /// `path:line: error: [rule-id] message. Fix: how to fix it.`, as compilers print.
    public var description: String {
        "\(path):\(line): error: [\(rule.rawValue)] \(message). Fix: \(fix)."
    }

    /// Orders by file, line, rule, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.line, rhs.rule.rawValue, rhs.message)
    }
}
