/// The rules on what may depend on a feature (feature-to-feature, core-to-feature,
/// features-app-only) and no-third-party, for `.package(...)` declarations and for the targets
/// the root declares at a package's sources: its copy of a Core or feature library, or a test
/// target it registers for a package, which may use that package's features only.
enum LayerRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        context.workspace.packages.flatMap { packageFindings($0, context) } + rootFindings(context)
    }

    /// The rule that keeps a package of `layer` from reaching a feature, and its fix, which
    /// ends by removing `what`: the dependency, or an import of the feature's module.
    static func rule(for layer: Layer, removing what: String) -> (BoundaryRule, fix: String)? {
        switch layer {
        case .app: nil
        case .feature:
            (
                .featureToFeature,
                "features never reach each other; go through the App, which alone knows every "
                    + "feature: report outcomes upward through closures that the App wires, move "
                    + "shared code to a Core package, and remove \(what)"
            )
        case .core:
            (
                .coreToFeature,
                "Core must not know features: declare a protocol or closure in Core that the "
                    + "feature supplies, and remove \(what)"
            )
        case .other: (.featuresAppOnly, "only the App depends on features: remove \(what)")
        }
    }

    private static func packageFindings(_ package: Manifest, _ context: CheckContext) -> [Finding] {
        let manifest = context.manifest(of: package)
        let described = package.layer.describe(package.directory)
        return package.dependencies.compactMap { dependency in
            guard let path = dependency.path else {
                return Finding(
                    rule: .noThirdParty, path: package.manifestPath,
                    line: manifest.line(
                        ofRemote: dependency.location, identity: dependency.identity),
                    message:
                        "\(described) depends on the third-party package \(dependency.location)",
                    fix: "the workspace uses the Swift toolchain only: remove the dependency, "
                        + "or write what you need as a local package under Packages/")
            }
            guard let provider = context.workspace.package(for: dependency),
                provider.layer == .feature, provider.directory != package.directory,
                let (rule, fix) = rule(for: package.layer, removing: "this dependency")
            else { return nil }
            return Finding(
                rule: rule, path: package.manifestPath, line: manifest.line(ofPathDependency: path),
                message: "\(described) depends on the feature package \(provider.directory)",
                fix: fix)
        }
    }

    /// Targets of the root at a package's sources using a feature that package may not use (a
    /// dependency on the root's copy of a library counts as one on the library's package).
    private static func rootFindings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        guard let root = workspace.rootPackage else { return [] }
        return root.targets.flatMap { target -> [Finding] in
            guard let directory = workspace.sourceDirectory(of: target, in: root),
                let owner = workspace.package(containing: directory)
            else { return [] }  // An App target: it may use every feature.
            return target.dependencies.compactMap { dependency in
                let features = workspace.modules(of: dependency, in: root).compactMap {
                    $0.packageDirectory.flatMap(workspace.package(inDirectory:))
                }.filter { $0.layer == .feature && $0.directory != owner.directory }
                guard let feature = features.first else { return nil }
                let line = context.manifest(of: root).line(
                    ofDependency: dependency.name, inTarget: target.name)
                let remove = "\(dependency.name) from the dependencies of \(target.name)"
                let uses = "\(dependency.name) of the feature package \(feature.directory)"
                let owned = owner.layer.describe(owner.directory)
                let layerRule =
                    target.kind == .test ? nil : rule(for: owner.layer, removing: remove)
                let (rule, fix) =
                    layerRule
                    ?? (
                        .featuresAppOnly,
                        "only App targets depend on features: remove \(remove) "
                            + "(test that feature in its own package's tests)"
                    )
                let message =
                    layerRule == nil
                    ? "the test target \(target.name), registered for \(owned), depends on \(uses)"
                    : "the root's target \(target.name), compiled from \(owned), depends on \(uses)"
                return Finding(
                    rule: rule, path: root.manifestPath, line: line, message: message, fix: fix)
            }
        }
    }
}
