import Foundation

/// Whether an `#if` condition holds on Apple platforms, as far as it says: `canImport(Darwin)`
/// and `os(` an Apple system `)` hold there; `os(Linux)` does not, nor `canImport` of one of
/// the Linux-only modules given. Anything else (a flag, `swift(>=6)`, text it cannot read) is
/// unknown, never a crash.
struct Condition {
    private let tokens: [Substring]
    private let linuxModules: Set<String>
    private var index = 0
    private var failed = false

    /// True or false on Apple platforms, or nil when the condition does not decide.
    static func onApple(_ text: String, linuxModules: Set<String>) -> Bool? {
        let tokens = token.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range, in: text).map { text[$0] } }
        var condition = Condition(tokens: tokens, linuxModules: linuxModules)
        let value = condition.either()
        return condition.failed || condition.index < condition.tokens.count ? nil : value
    }

    /// Whether Apple builds never compile code inside all of `clauses`: one has a condition
    /// false there, or follows one true there.
    static func excludeApple(_ clauses: [SourceScan.Clause], linuxModules: Set<String>) -> Bool {
        clauses.contains { clause in
            clause.condition.map { onApple($0, linuxModules: linuxModules) == false } == true
                || clause.earlier.contains { onApple($0, linuxModules: linuxModules) == true }
        }
    }

    private static let token = SourceScan.pattern(#"\w+|&&|\|\||\S"#)

    /// Operands joined by `||`, then by `&&` (which binds tighter).
    private mutating func either(_ operatorText: Substring = "||") -> Bool? {
        let deciding = operatorText == "||"
        var value = deciding ? either("&&") : negation()
        while take(operatorText) {
            let other = deciding ? either("&&") : negation()
            value = value == deciding || other == deciding ? deciding : value == other ? value : nil
        }
        return value
    }

    private mutating func negation() -> Bool? {
        if take("!") { return negation().map { !$0 } }
        if take("(") {
            let value = either()
            failed = failed || !take(")")
            return value
        }
        guard index < tokens.count, let first = tokens[index].first, first.isLetter || first == "_"
        else {
            failed = true
            return nil
        }
        let name = tokens[index]
        index += 1
        guard take("(") else { return name == "true" ? true : name == "false" ? false : nil }
        let argument = tokens[index...].prefix { $0 != ")" }
        index += argument.count
        failed = failed || !take(")")
        let subject = argument.first ?? ""
        switch name {
        case "canImport":
            return subject == "Darwin" ? true : linuxModules.contains(String(subject)) ? false : nil
        case "os":
            return subject == "Linux"
                ? false : PlatformRules.appleSystems.contains(String(subject)) ? true : nil
        default: return nil
        }
    }

    private mutating func take(_ token: Substring) -> Bool {
        guard index < tokens.count, tokens[index] == token else { return false }
        index += 1
        return true
    }
}
