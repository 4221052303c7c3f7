/// imports-declared-only and no-exported-import, file by file: a file imports the toolchain's
/// modules and those its own target declares, nothing reached through them, and re-exports
/// nothing. (SwiftPM's `--explicit-target-dependency-import-check` lets a transitive import
/// through, and needs a build.)
enum ImportRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        var findings: [Finding] = []
        for package in workspace.packages {
            // The root's copy of a package library is checked as the package's target, whose
            // dependencies root-mirrors-packages keeps the copy's.
            for target in package.targets
            where workspace.libraryPackage(copiedBy: target, in: package) == nil {
                let declared = workspace.modules(declaredBy: target, in: package)
                var allowed = ToolchainModules.names.union(declared.map(\.name))
                if target.kind == .plugin { allowed.formUnion(ToolchainModules.pluginNames) }
                for file in context.files(of: target, in: package) {
                    for declaration in context.scans[file]?.imports ?? [] {
                        if declaration.source.split(separator: " ").contains("@_exported") {
                            findings.append(
                                Finding(
                                    rule: .noExportedImport, path: file, line: declaration.line,
                                    message:
                                        "`\(declaration.source)` re-exports \(declaration.module) "
                                        + "to every file that imports this module, hiding a dependency",
                                    fix:
                                        "remove @_exported and import \(declaration.module) in the "
                                        + "files (and targets) that use it"))
                        }
                        if !allowed.contains(declaration.module) {
                            findings.append(
                                undeclared(
                                    declaration, in: file, of: target, package, declared, workspace)
                            )
                        }
                    }
                }
            }
        }
        return findings
    }

    private static func undeclared(
        _ declaration: SourceScan.Import, in file: String, of target: Manifest.Target,
        _ package: Manifest, _ declared: [Workspace.Module], _ workspace: Workspace
    ) -> Finding {
        let module = declaration.module
        let reason =
            provider(of: module, reachableFrom: declared, workspace).map {
                "\(module) is only available transitively, through \($0)"
            } ?? "target \(target.name) does not declare \(module)"
        // The workspace package (not the root) with a non-test target defining the module.
        let defines = { (target: Manifest.Target) in
            target.moduleName == module && target.kind != .test
        }
        let provider = workspace.packages.first {
            !$0.directory.isEmpty && $0.targets.contains(where: defines)
        }
        // Declaring a feature the file's package may not use would only trade this finding
        // for a layer rule's: its fix is the layer rule's. The package is the one holding the
        // file, so a test target the root registers for a feature counts as the feature's.
        let owner = workspace.package(containing: file) ?? package
        let layerFix = provider.flatMap { provider in
            provider.layer == .feature && provider.directory != owner.directory
                ? LayerRules.rule(for: owner.layer, removing: "the import")?.fix : nil
        }
        // How the manifest would declare the module: by name for one of its own targets, else
        // as the product of the package defining it.
        var dependency = "the product that provides \(module)"
        if package.targets.contains(where: { $0.moduleName == module }) {
            dependency = "\"\(module)\""
        } else if let provider, let defining = provider.targets.first(where: defines) {
            let product =
                provider.products.first {
                    $0.name == defining.name && $0.targets.contains(defining.name)
                } ?? provider.products.first { $0.targets.contains(defining.name) }
            let folder =
                provider.directory.split(separator: "/").last.map(String.init) ?? provider.name
            dependency =
                ".product(name: \"\(product?.name ?? defining.name)\", package: \"\(folder)\")"
        }
        return Finding(
            rule: .importsDeclaredOnly, path: file, line: declaration.line,
            message: "`\(declaration.source)`: \(reason)",
            fix: layerFix
                ?? "add \(dependency) to the dependencies of target \(target.name) in "
                + "\(package.manifestPath), or remove the import")
    }

    /// The declared module through which `module` is reachable, searching breadth first.
    private static func provider(
        of module: String, reachableFrom declared: [Workspace.Module], _ workspace: Workspace
    ) -> String? {
        var queue = declared.map { ($0, via: $0.name) }
        var seen = Set(declared)
        var head = 0
        while head < queue.count {
            let (reference, via) = queue[head]
            head += 1
            guard let package = reference.packageDirectory.flatMap(workspace.package(inDirectory:)),
                let target = reference.target.flatMap(package.target(named:))
            else { continue }
            for next in workspace.modules(declaredBy: target, in: package)
            where seen.insert(next).inserted {
                if next.name == module { return via }
                queue.append((next, via))
            }
        }
        return nil
    }
}
