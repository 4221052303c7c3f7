import WorkspaceModel

/// imports-declared-only and no-exported-import, file by file: a file may import the
/// toolchain's modules and the modules its own target declares, nothing reached through them.
enum ImportRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        var findings: Set<Finding> = []
        for package in context.workspace.packages {
            for target in package.targets {
                let files = context.files(of: target, in: package)
                // The root's copy of a package library: its files are checked as the package's
                // target, whose dependencies root-mirrors-packages keeps the copy's within.
                guard !files.isEmpty,
                    !package.directory.isEmpty
                        || context.workspace.packageLibrary(compiledBy: target) == nil
                else { continue }
                let declared = context.workspace.modules(declaredBy: target, in: package)
                var allowed = ToolchainModules.names.union(declared.map(\.name))
                if target.kind == .plugin { allowed.formUnion(ToolchainModules.pluginNames) }
                for file in files {
                    for declaration in context.scans[file]?.imports ?? [] {
                        if declaration.attributes.contains("_exported") {
                            findings.insert(exported(declaration, in: file))
                        }
                        if !allowed.contains(declaration.module) {
                            findings.insert(
                                undeclared(
                                    declaration, in: file, target: target, package: package,
                                    declared: declared, context: context))
                        }
                    }
                }
            }
        }
        return Array(findings)
    }

    private static func exported(_ declaration: ImportDeclaration, in file: String) -> Finding {
        Finding(
            rule: .noExportedImport, path: file, line: declaration.line,
            message: "`\(source(of: declaration))` re-exports \(declaration.module) to every file "
                + "that imports this module, hiding a dependency",
            fix:
                "remove @_exported and import \(declaration.module) in the files (and targets) that use it"
        )
    }

    private static func undeclared(
        _ declaration: ImportDeclaration, in file: String, target: WorkspaceTarget,
        package: WorkspacePackage, declared: [ModuleReference], context: CheckContext
    ) -> Finding {
        let module = declaration.module
        let reason =
            if let through = provider(of: module, reachableFrom: declared, context: context) {
                "\(module) is only available transitively, through \(through)"
            } else {
                "target \(target.name) does not declare \(module)"
            }
        let fix =
            if let layerFix = featureFix(for: module, in: file, of: package, context: context) {
                layerFix
            } else {
                "add \(suggestion(for: module, from: package, context: context)) to the "
                    + "dependencies of target \(target.name) in \(package.manifestPath), or remove the import"
            }
        return Finding(
            rule: .importsDeclaredOnly, path: file, line: declaration.line,
            message: "`\(source(of: declaration))`: \(reason)", fix: fix)
    }

    /// The layer rule's fix when `module` is a feature's that the file's package may not
    /// depend on: declaring it would only trade this finding for a feature-to-feature (or
    /// core-to-feature, features-app-only) one. The file's package is the one whose folder
    /// holds it, so a test target the root registers for a feature counts as that feature's.
    private static func featureFix(
        for module: String, in file: String, of package: WorkspacePackage, context: CheckContext
    ) -> String? {
        let owner = context.package(containing: file) ?? package
        guard let (provider, _) = definition(of: module, context: context),
            provider.layer == .feature, provider.directory != owner.directory
        else { return nil }
        return PackageDependencyRules.layerRule(for: owner.layer, removing: "the import")?.fix
    }

    /// The declared module through which `module` is reachable, searching breadth first.
    private static func provider(
        of module: String, reachableFrom declared: [ModuleReference], context: CheckContext
    ) -> String? {
        var queue = declared.map { (reference: $0, via: $0.name) }
        var seen = Set(declared)
        var head = 0
        while head < queue.count {
            let (reference, via) = queue[head]
            head += 1
            guard let directory = reference.packageDirectory, let name = reference.target,
                let package = context.workspace.package(inDirectory: directory),
                let target = package.target(named: name)
            else { continue }
            for next in context.workspace.modules(declaredBy: target, in: package)
            where seen.insert(next).inserted {
                if next.name == module { return via }
                queue.append((next, via))
            }
        }
        return nil
    }

    /// How the manifest of `package` would declare `module`: by name for one of its own
    /// targets, else as the product of the workspace package that defines it.
    private static func suggestion(
        for module: String, from package: WorkspacePackage, context: CheckContext
    ) -> String {
        if package.targets.contains(where: { $0.moduleName == module }) { return "\"\(module)\"" }
        guard let (provider, target) = definition(of: module, context: context) else {
            return "the product that provides \(module)"
        }
        let product =
            provider.products.first {
                $0.name == target.name && $0.targets.contains(target.name)
            }
            ?? provider.products.first { $0.targets.contains(target.name) }
        let folder =
            provider.directory.split(separator: "/").last.map(String.init) ?? provider.name
        return ".product(name: \"\(product?.name ?? target.name)\", package: \"\(folder)\")"
    }

    /// The workspace package (other than the root) and the non-test target defining `module`.
    private static func definition(
        of module: String, context: CheckContext
    ) -> (WorkspacePackage, WorkspaceTarget)? {
        for provider in context.workspace.packages where !provider.directory.isEmpty {
            if let target = provider.targets.first(where: {
                $0.moduleName == module && $0.kind != .test
            }) {
                return (provider, target)
            }
        }
        return nil
    }

    /// The declaration as written, normalised: `@testable public import struct A.B`.
    static func source(of declaration: ImportDeclaration) -> String {
        let words =
            declaration.attributes.map { "@" + $0 } + declaration.modifiers + ["import"]
            + (declaration.kind.map { [$0.rawValue] } ?? [])
        return (words + [declaration.path.joined(separator: ".")]).joined(separator: " ")
    }
}
