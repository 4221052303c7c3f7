import WorkspaceModel

/// The layer rules for targets the root manifest declares at a package's sources: its copy of
/// a Core or feature library (feature-to-feature, core-to-feature), or a test target it
/// registers for a package (features-app-only). Such a target may use that package's features
/// only, as the package itself may: a dependency on another target of the root counts as one
/// on the package whose sources that target compiles.
enum RootFeatureRule {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        guard let root = workspace.rootPackage else { return [] }
        var findings: [Finding] = []
        for target in root.targets {
            guard let directory = workspace.sourceDirectory(of: target, in: root),
                let owner = context.package(containing: directory)
            else { continue }  // An App target: it may use every feature.
            for dependency in target.dependencies {
                let single = WorkspaceTarget(name: target.name, dependencies: [dependency])
                let feature = workspace.modules(declaredBy: single, in: root)
                    .compactMap { origin(of: $0, root: root, context: context) }
                    .first { $0.layer == .feature && $0.directory != owner.directory }
                guard let feature else { continue }
                let line = context.manifest(of: root).line(
                    ofDependency: dependency.name, inTarget: target.name)
                let remove = "\(dependency.name) from the dependencies of \(target.name)"
                if target.kind != .test,
                    let (rule, fix) = PackageDependencyRules.layerRule(
                        for: owner.layer, removing: remove)
                {
                    findings.append(
                        Finding(
                            rule: rule, path: root.manifestPath, line: line,
                            message: "the root's target \(target.name), compiled from "
                                + "\(PackageDependencyRules.describe(owner)), depends on "
                                + "\(dependency.name) of the feature package \(feature.directory)",
                            fix: fix))
                    continue
                }
                findings.append(
                    Finding(
                        rule: .featuresAppOnly, path: root.manifestPath, line: line,
                        message: "the test target \(target.name), registered for "
                            + "\(PackageDependencyRules.describe(owner)), depends on \(dependency.name) "
                            + "of the feature package \(feature.directory)",
                        fix: "only App targets depend on features: remove \(remove) "
                            + "(test that feature in its own package's tests)"))
            }
        }
        return findings
    }

    /// The package a module comes from: its package, or for a target of the root compiled
    /// from a package's sources, that package.
    private static func origin(
        of module: ModuleReference, root: WorkspacePackage, context: CheckContext
    ) -> WorkspacePackage? {
        guard let directory = module.packageDirectory else { return nil }
        guard directory.isEmpty else { return context.workspace.package(inDirectory: directory) }
        guard let name = module.target, let target = root.target(named: name),
            let sources = context.workspace.sourceDirectory(of: target, in: root)
        else { return nil }
        return context.package(containing: sources)
    }
}
