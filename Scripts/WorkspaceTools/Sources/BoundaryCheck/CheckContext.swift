import WorkspaceModel

/// What every rule reads: the workspace model, the manifests' text for line numbers, and the
/// scanned source files of each target.
struct CheckContext {
    let workspace: Workspace
    /// Manifest text by package folder.
    let manifests: [String: ManifestText]
    /// Scans by file path relative to the root.
    let scans: [String: SourceScan]
    /// The Swift files of each target, keyed by package folder, then target name.
    let files: [String: [String: [String]]]

    func manifest(of package: WorkspacePackage) -> ManifestText {
        manifests[package.directory] ?? ManifestText("")
    }

    func files(of target: WorkspaceTarget, in package: WorkspacePackage) -> [String] {
        files[package.directory]?[target.name] ?? []
    }

    /// The innermost workspace package (other than the root) whose folder holds `path`.
    func package(containing path: String) -> WorkspacePackage? {
        workspace.package(containing: path)
    }
}
