import WorkspaceModel

/// tests-registered: every test target of a package under Packages/ has a test target in the
/// root manifest compiled from the same folder, so that the root `swift test` runs it.
enum TestRegistrationRule {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        guard let root = workspace.rootPackage else { return [] }
        let registered = Set(
            root.targets.filter { $0.kind == .test }.compactMap {
                workspace.sourceDirectory(of: $0, in: root)
            })
        var findings: [Finding] = []
        for package in workspace.packages where !package.directory.isEmpty {
            for target in package.targets where target.kind == .test {
                let folder =
                    workspace.sourceDirectory(of: target, in: package)
                    ?? package.relativePath("Tests/\(target.name)")
                guard !registered.contains(folder) else { continue }
                findings.append(
                    Finding(
                        rule: .testsRegistered, path: package.manifestPath,
                        line: context.manifest(of: package).line(ofTarget: target.name),
                        message: "the test target \(target.name) is not registered in the root "
                            + "manifest, so the workspace's `swift test` does not run it",
                        fix: "add a test target to the root Package.swift with path \"\(folder)\" "
                            + "and the same dependencies, as products"))
            }
        }
        return findings
    }
}
