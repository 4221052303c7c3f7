/// The checks SwiftPM makes on a manifest after evaluating it (its `ManifestValidator`) that
/// a well-formed model could still fail: a manifest failing one is not taken from a compiled
/// evaluation but left to SwiftPM, so that it reports the error in its own words.
enum ManifestValidation {
    static func isValid(_ package: WorkspacePackage) -> Bool {
        let targets = Set(package.targets.map(\.name))
        guard targets.count == package.targets.count,
            Set(package.dependencies.map(\.identity)).count == package.dependencies.count
        else { return false }
        for product in package.products {
            guard !product.targets.isEmpty, product.targets.allSatisfy(targets.contains) else {
                return false
            }
        }
        for target in package.targets {
            for dependency in target.dependencies where !isKnown(dependency, in: package, targets) {
                return false
            }
        }
        return true
    }

    /// Whether a target dependency names something the manifest declares. SwiftPM leaves a
    /// root manifest's unknown plain names to a later, better diagnostic; so does this.
    private static func isKnown(
        _ dependency: TargetDependency, in package: WorkspacePackage, _ targets: Set<String>
    ) -> Bool {
        switch dependency {
        case .target:
            return true
        case .product(_, let reference?):
            return package.dependencies.contains { $0.isReferenced(by: reference) }
        case .product(let name, nil):
            return package.dependencies.contains { $0.isReferenced(by: name) }
        case .byName(let name):
            return package.directory.isEmpty || targets.contains(name)
                || package.dependencies.contains { $0.isReferenced(by: name) }
        }
    }
}
