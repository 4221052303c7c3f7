import WorkspaceModel

/// linux-only-import and linux-only-symbol: what exists on Linux only sits in code that Apple
/// builds never compile (under `#if canImport(Glibc)`, `#if os(Linux)`, or the `#else` of
/// `#if canImport(Darwin)`), so that every package builds for iOS and macOS too.
enum LinuxOnlyRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        let files = Set(context.files.values.flatMap(\.values).joined()).sorted()
        var findings: [Finding] = []
        for file in files {
            guard let scan = context.scans[file] else { continue }
            for declaration in scan.imports {
                let module = declaration.module
                guard let beside = LinuxOnlyAPIs.modules[module],
                    !AppleCompilation.excludes(
                        line: declaration.line, in: scan, linuxModules: [module])
                else { continue }
                findings.append(
                    Finding(
                        rule: .linuxOnlyImport, path: file, line: declaration.line,
                        message: "`\(ImportRules.source(of: declaration))` is compiled for Apple "
                            + "platforms too, where there is no \(module)",
                        fix: "put it inside `#if canImport(\(module))`, \(beside)"))
            }
            findings += symbolFindings(in: scan, file: file)
        }
        return findings
    }

    /// One finding per line that uses Linux-only symbols outside a Linux-only clause.
    private static func symbolFindings(in scan: SourceScan, file: String) -> [Finding] {
        let linuxModules = Set(LinuxOnlyAPIs.modules.keys)
        var uses: [Int: [(written: String, darwin: String)]] = [:]
        for identifier in scan.identifiers where !identifier.isAttribute {
            guard !identifier.isMemberAccess, let use = linuxOnlyUse(identifier),
                !AppleCompilation.excludes(
                    line: identifier.line, in: scan, linuxModules: linuxModules)
            else { continue }
            uses[identifier.line, default: []].append(use)
        }
        return uses.keys.sorted().map { line in
            let found = uses[line] ?? []
            let names = found.map { "`\($0.written)`" }.joined(separator: ", ")
            return Finding(
                rule: .linuxOnlySymbol, path: file, line: line,
                message: "\(names) \(found.count == 1 ? "exists" : "exist") on Linux only, and "
                    + "this line is compiled for Apple platforms too",
                fix: "move it under `#if canImport(Glibc)` (or `#if os(Linux)`) and put the "
                    + "Darwin path in the `#else`: "
                    + found.map { "for `\($0.written)`, \($0.darwin)" }.joined(separator: "; "))
        }
    }

    private static func linuxOnlyUse(_ identifier: SourceIdentifier) -> (String, String)? {
        if let darwin = LinuxOnlyAPIs.symbols[identifier.name] { return (identifier.name, darwin) }
        guard LinuxOnlyAPIs.qualifiers.contains(identifier.name), let member = identifier.member
        else { return nil }
        return (
            "\(identifier.name).\(member)",
            "`Darwin.\(member)` (or `\(member)` unqualified, with `import Darwin` beside "
                + "`import \(identifier.name)`)"
        )
    }
}
