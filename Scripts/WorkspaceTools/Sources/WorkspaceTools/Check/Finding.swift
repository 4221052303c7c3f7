/// One broken rule, where it is broken, and how to fix it.
package struct Finding: Hashable, Codable, Comparable, CustomStringConvertible, Sendable {
    package var rule: BoundaryRule
    /// The file, relative to the workspace root.
    package var path: String
    package var line: Int
    /// What is wrong, without a final period.
    package var message: String
    /// How to fix it, without a final period.
    package var fix: String

    /// `path:line: error: [rule-id] message. Fix: how to fix it.`, as compilers print.
    package var description: String {
        "\(path):\(line): error: [\(rule.rawValue)] \(message). Fix: \(fix)."
    }

    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.line, rhs.rule.rawValue, rhs.message)
    }
}
