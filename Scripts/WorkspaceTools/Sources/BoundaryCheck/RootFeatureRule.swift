import WorkspaceModel

/// The part of features-app-only that concerns the root manifest: a test target it registers
/// for a package (its path lies in that package) may use that package's features only,
/// so a Core package's tests never pull a feature, and a feature's tests no other feature.
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
                    .compactMap { $0.packageDirectory.flatMap(workspace.package(inDirectory:)) }
                    .first { $0.layer == .feature && $0.directory != owner.directory }
                guard let feature else { continue }
                findings.append(
                    Finding(
                        rule: .featuresAppOnly, path: root.manifestPath,
                        line: context.manifest(of: root).line(
                            ofDependency: dependency.name, inTarget: target.name),
                        message: "the test target \(target.name), registered for "
                            + "\(PackageDependencyRules.describe(owner)), depends on \(dependency.name) "
                            + "of the feature package \(feature.directory)",
                        fix: "only App targets depend on features: remove \(dependency.name) from "
                            + "\(target.name) (test that feature in its own package's tests)"))
            }
        }
        return findings
    }
}
