/// root-mirrors-packages: the root depends on no package by path (SwiftPM refuses a package an
/// app requires by URL that does) and declares each Core and feature library itself, at the
/// package's sources, with the package's dependencies (a feature's copy may have more: the
/// `featureUses` every feature gets). Fixes name the root manifest's tables, `coreLibraries`
/// (name, package, uses) and `features`.
enum RootMirrorRule {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        guard let root = workspace.rootPackage else { return [] }
        let manifest = context.manifest(of: root)
        let byPath = root.dependencies.compactMap { dependency -> Finding? in
            guard let path = dependency.path else { return nil }
            let folder = workspace.package(for: dependency)?.directory ?? path
            return finding(
                in: root, at: manifest.line(ofPathDependency: path),
                "the root package depends on \(folder) by path, which SwiftPM refuses "
                    + "in a package an app requires by URL",
                fix: "remove the dependency, and declare the package's library targets in the "
                    + "root instead (a Core package's in `coreLibraries`, a feature in `features`)")
        }
        let libraries = workspace.packages.filter(\.layer.hasRootCopies).flatMap { package in
            package.targets.filter { $0.kind == .regular }.map { (package, $0) }
        }
        // Targets of the root at a Core or feature package's sources, named like none of those
        // packages' libraries (`compare` checks the folder of one that is).
        let names = Set(libraries.map(\.1.name))
        let strays = root.targets.compactMap { target -> Finding? in
            guard target.kind == .regular, !names.contains(target.name),
                let sources = workspace.sourceDirectory(of: target, in: root),
                let package = workspace.package(containing: sources), package.layer.hasRootCopies
            else { return nil }
            return finding(
                in: root, at: manifest.line(ofTarget: target.name),
                "the root's target \(target.name) compiles \(sources), but "
                    + "\(package.manifestPath) declares no library \(target.name)",
                fix: "remove it from \(root.manifestPath), or name it as "
                    + "\(package.manifestPath) does")
        }
        return byPath + libraries.flatMap { compare($1, of: $0, root: root, context) } + strays
    }

    private static func compare(
        _ library: Manifest.Target, of package: Manifest, root: Manifest, _ context: CheckContext
    ) -> [Finding] {
        let workspace = context.workspace
        let manifest = context.manifest(of: root)
        let sources =
            workspace.sourceDirectory(of: library, in: package)
            ?? Manifest.path("Sources/\(library.name)", in: package.directory)
        let uses = names(workspace.modules(declaredBy: library, in: package))
        let declaration = declaration(of: library, in: package, sources: sources, uses: uses)
        let described = package.layer.describe(package.directory)
        guard let copy = root.target(named: library.name) else {
            let table = package.layer == .core ? "coreLibraries" : "features"
            return [
                finding(
                    in: root, at: manifest.line(ofDeclaration: table),
                    "the root package does not declare \(library.name), a library of "
                        + "\(described), so an app that adds RootSwitch by URL cannot use it",
                    fix: "declare it in \(root.manifestPath): \(declaration)")
            ]
        }
        let line = manifest.line(ofTarget: library.name)
        let copySources = workspace.sourceDirectory(of: copy, in: root)
        guard copy.kind == .regular, copySources == sources else {
            let differs =
                copy.kind != .regular
                ? "is a target of kind \(copy.kind.rawValue), not a library like"
                : "compiles \(copySources ?? "no source folder"), not \(sources),"
            return [
                finding(
                    in: root, at: line,
                    "the root's target \(library.name) \(differs) the library of \(described) "
                        + "by that name",
                    fix: "declare it in \(root.manifestPath) as \(declaration)")
            ]
        }
        let copyUses = names(workspace.modules(declaredBy: copy, in: root))
        let isCore = package.layer == .core
        var findings: [Finding] = []
        let missing = uses.filter { !copyUses.contains($0) }
        if !missing.isEmpty {
            // A feature's dependencies come from `featureUses`: point there.
            findings.append(
                finding(
                    in: root, at: isCore ? line : manifest.line(ofDeclaration: "featureUses"),
                    "the root's target \(library.name) does not depend on \(list(missing)), "
                        + "which \(package.manifestPath) declares",
                    fix: isCore
                        ? "add \(list(missing)) to the uses of \(library.name) in "
                            + "\(root.manifestPath): \(declaration)"
                        : "add \(list(missing)) to `featureUses` in \(root.manifestPath), which "
                            + "every feature the root compiles gets"))
        }
        let extra = copyUses.filter { !uses.contains($0) }
        if isCore, !extra.isEmpty {
            let them = extra.count == 1 ? "it" : "them"
            findings.append(
                finding(
                    in: root, at: line,
                    "the root's target \(library.name) depends on \(list(extra)), which "
                        + "\(package.manifestPath) does not declare",
                    fix: "remove \(list(extra)) from the uses of \(library.name) in "
                        + "\(root.manifestPath): \(declaration); if \(library.name) needs "
                        + "\(them), declare \(them) in \(package.manifestPath) first"))
        }
        return findings
    }

    /// A finding of this rule, at `line` of the root manifest.
    private static func finding(
        in root: Manifest, at line: Int, _ message: String, fix: String
    ) -> Finding {
        Finding(
            rule: .rootMirrorsPackages, path: root.manifestPath, line: line, message: message,
            fix: fix)
    }

    /// How the root manifest declares `library`: a row of `coreLibraries`, a name in
    /// `features`, or, for sources outside `Sources/NAME`, a target written out.
    private static func declaration(
        of library: Manifest.Target, in package: Manifest, sources: String, uses: [String]
    ) -> String {
        let folder = package.directory.split(separator: "/").last.map(String.init) ?? package.name
        if sources == Manifest.path("Sources/\(library.name)", in: package.directory) {
            switch package.layer {
            case .core:
                return
                    "the row (\"\(library.name)\", \"\(folder)\", [\(list(uses))]) of `coreLibraries`"
            case .feature where library.name == folder:
                return "\"\(library.name)\" in `let features: [String] = [...]` "
                    + "(Scripts/new-feature adds it), which gives it `featureUses`"
            default: break
            }
        }
        return
            ".target(name: \"\(library.name)\", dependencies: [\(list(uses))], path: \"\(sources)\")"
    }

    /// The targets (or, outside the workspace, modules) that modules name, once each, in order.
    private static func names(_ modules: [Workspace.Module]) -> [String] {
        var seen: Set<String> = []
        return modules.map { $0.target ?? $0.name }.filter { seen.insert($0).inserted }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
