extension Workspace {
    /// The innermost package other than the root whose folder holds `path`, relative to the
    /// root (a source folder, a file): the package whose sources those are.
    public func package(containing path: String) -> WorkspacePackage? {
        packages
            .filter {
                !$0.directory.isEmpty
                    && (path == $0.directory || path.hasPrefix($0.directory + "/"))
            }
            .max { $0.directory.count < $1.directory.count }
    }

    /// The package library that a target of the root compiles from that package's sources.
    ///
    /// The root declares every Core and feature library again, at its package's source folder,
    /// so that an app can add the root alone by URL (SwiftPM refuses a package required by URL
    /// that depends on a local path). Such a copy is a regular target of the root whose source
    /// folder lies in a package that declares a regular target of the same name; the boundary
    /// check keeps its folder and dependencies the package's.
    ///
    /// - Parameter target: A target of the root package.
    /// - Returns: The package and its target, or nil for a target of the App's own.
    public func packageLibrary(
        compiledBy target: WorkspaceTarget
    ) -> (package: WorkspacePackage, target: WorkspaceTarget)? {
        guard target.kind == .regular, let root = rootPackage,
            let directory = sourceDirectory(of: target, in: root),
            let package = package(containing: directory),
            let library = package.target(named: target.name), library.kind == .regular
        else { return nil }
        return (package, library)
    }
}
