import WorkspaceModel

/// Whether code under `#if` clauses is compiled when the package is built for an Apple
/// platform, as far as the conditions tell (three-valued: true, false, or nil when it depends
/// on something else, such as a flag or the Swift version).
///
/// On Apple: `canImport(Darwin)` holds; `os(Linux)` does not, nor `canImport(M)` for the
/// Linux-only modules named. `os(macOS)`, `os(iOS)` and the other Apple systems count as
/// holding: a chain that tests one of them keeps its Apple code there, so its `#else` is the
/// non-Apple path (a `#if os(macOS)` alone leaves iOS to the `#else`: the macOS and iOS
/// builds in CI are the real proof).
enum AppleCompilation {
    static let appleSystems: Set<String> = Set(ApplePlatform.allCases.map(\.name))

    /// Whether the code on `line` is never compiled for an Apple platform: some clause
    /// holding it has a condition that is false there, or follows one that is true there.
    ///
    /// - Parameter linuxModules: the modules whose `canImport` counts as false.
    static func excludes(line: Int, in scan: SourceScan, linuxModules: Set<String>) -> Bool {
        scan.clauses(enclosing: line).contains { clause in
            clause.condition.map { value(of: $0, linuxModules: linuxModules) == false } == true
                || clause.earlierConditions.contains {
                    value(of: $0, linuxModules: linuxModules) == true
                }
        }
    }

    /// The condition's value on an Apple platform, nil when the condition does not decide it.
    static func value(of condition: CompilationCondition, linuxModules: Set<String>) -> Bool? {
        switch condition {
        case .test("canImport", let argument):
            let module = argument.split(separator: ",").first.map { String($0).trimmingWhitespace }
            if module == "Darwin" { return true }
            return module.map(linuxModules.contains) == true ? false : nil
        case .test("os", let argument):
            let system = argument.trimmingWhitespace
            if system == "Linux" { return false }
            return appleSystems.contains(system) ? true : nil
        case .flag("true"): return true
        case .flag("false"): return false
        case .test, .flag, .unparsed: return nil
        case .not(let operand):
            return value(of: operand, linuxModules: linuxModules).map { !$0 }
        case .and(let lhs, let rhs):
            let values = [lhs, rhs].map { value(of: $0, linuxModules: linuxModules) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        case .or(let lhs, let rhs):
            let values = [lhs, rhs].map { value(of: $0, linuxModules: linuxModules) }
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
    }
}
