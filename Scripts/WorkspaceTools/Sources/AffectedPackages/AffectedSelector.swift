public import WorkspaceModel

/// Decides which packages a set of changed files affects: the packages whose build or tests
/// could change, by `ChangeRule` and the package graph (path dependencies, followed backwards
/// and transitively: a change in Routing reaches every feature that uses Routing).
///
/// ```swift
/// let selector = AffectedSelector(workspace: workspace, toolingPackages: ["Scripts/WorkspaceTools"])
/// selector.select(changedFiles: ["Packages/Features/Main/Sources/Main/Home.swift"]).packages
/// // ["Packages/Features/Main", ""]
/// ```
public struct AffectedSelector: Sendable {
    private let workspace: Workspace
    private let toolingPackages: [String]
    /// For each package folder, the folders of the packages that depend on it directly.
    private let dependents: [String: Set<String>]

    /// Creates a selector.
    ///
    /// - Parameters:
    ///   - workspace: The root and every package under `Packages/`.
    ///   - toolingPackages: Folders of the tooling's own packages (`Scripts/WorkspaceTools`):
    ///     no workspace package depends on them, and only a change to the tooling affects them.
    public init(workspace: Workspace, toolingPackages: [String] = []) {
        self.workspace = workspace
        self.toolingPackages = toolingPackages.sorted()
        var dependents: [String: Set<String>] = [:]
        for package in workspace.packages {
            for dependency in package.dependencies {
                guard let provider = workspace.package(for: dependency) else { continue }
                dependents[provider.directory, default: []].insert(package.directory)
            }
        }
        self.dependents = dependents
    }

    /// Every package, the tooling's included: what a change to the tooling affects.
    public var allPackages: [String] {
        order(Set(workspace.packages.map(\.directory)).union(toolingPackages))
    }

    /// The packages the changes affect, in a stable order: packages by folder, the root ("")
    /// last.
    ///
    /// - Parameter changedFiles: Paths relative to the workspace root.
    public func select(changedFiles: [String]) -> AffectedSelection {
        let folders = workspace.packages.map(\.directory).filter { !$0.isEmpty }
        var affected: Set<String> = []
        var reasons: [String] = []
        for path in changedFiles {
            switch ChangeRule.of(path, packages: folders) {
            case .nothing:
                continue
            case .everything:
                reasons.append(path)
            case .root:
                affected.insert("")
            case .package(let folder):
                affected.formUnion(withDependents(folder))
                affected.insert("")
            }
        }
        let packages = reasons.isEmpty ? order(affected) : allPackages
        return AffectedSelection(
            packages: packages, names: names(of: packages), everythingBecauseOf: reasons)
    }

    /// Every package, as when the tooling changed.
    ///
    /// - Parameter reason: What to name as the cause, such as `--all`.
    public func selectAll(because reason: String) -> AffectedSelection {
        AffectedSelection(
            packages: allPackages, names: names(of: allPackages), everythingBecauseOf: [reason])
    }

    private func withDependents(_ folder: String) -> Set<String> {
        var reached: Set<String> = [folder]
        var pending = [folder]
        while let next = pending.popLast() {
            for dependent in dependents[next, default: []] where reached.insert(dependent).inserted
            {
                pending.append(dependent)
            }
        }
        return reached
    }

    private func order(_ folders: Set<String>) -> [String] {
        folders.filter { !$0.isEmpty }.sorted() + (folders.contains("") ? [""] : [])
    }

    /// Each package's manifest name; a tooling package's folder name.
    private func names(of folders: [String]) -> [String] {
        folders.map { folder in
            workspace.package(inDirectory: folder)?.name
                ?? String(folder.split(separator: "/").last ?? Substring(folder))
        }
    }
}
