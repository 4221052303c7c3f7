import WorkspaceModel

/// The rules on `.package(...)` declarations: layers (feature-to-feature, core-to-feature,
/// features-app-only for packages outside Core and Features) and no-third-party.
enum PackageDependencyRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for package in context.workspace.packages {
            let manifest = context.manifest(of: package)
            for dependency in package.dependencies {
                switch dependency.location {
                case .remote(let location):
                    findings.append(
                        Finding(
                            rule: .noThirdParty, path: package.manifestPath,
                            line: manifest.line(ofRemote: location, identity: dependency.identity),
                            message:
                                "\(describe(package)) depends on the third-party package \(location)",
                            fix:
                                "the workspace uses the Swift toolchain only: remove the dependency, "
                                + "or write what you need as a local package under Packages/"))
                case .path(let path):
                    guard let provider = context.workspace.package(for: dependency),
                        provider.layer == .feature, provider.directory != package.directory,
                        let (rule, fix) = layerRule(for: package.layer, removing: "this dependency")
                    else { continue }
                    findings.append(
                        Finding(
                            rule: rule, path: package.manifestPath,
                            line: manifest.line(ofPathDependency: path),
                            message:
                                "\(describe(package)) depends on the feature package \(provider.directory)",
                            fix: fix))
                }
            }
        }
        return findings
    }

    /// The rule that keeps a package of `layer` from reaching a feature, and its fix, which
    /// ends by removing `what`: the dependency, or an import of the feature's module.
    static func layerRule(
        for layer: Layer, removing what: String
    ) -> (rule: BoundaryRule, fix: String)? {
        switch layer {
        case .app:
            nil
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
        case .other:
            (.featuresAppOnly, "only the App depends on features: remove \(what)")
        }
    }

    static func describe(_ package: WorkspacePackage) -> String {
        switch package.layer {
        case .app: "the root package"
        case .feature: "the feature package \(package.directory)"
        case .core: "the Core package \(package.directory)"
        case .other: "the package \(package.directory)"
        }
    }
}
