import Foundation

/// Decides which packages changed files affect, by the rules `affected --help` lists and the
/// package graph: path dependencies, followed backwards and transitively (a change in Routing
/// reaches every feature that uses Routing).
struct AffectedSelector {
    /// Folders relative to the root, "" for the root package, which comes last.
    private(set) var packages: [String] = []
    /// The changed files that made every package affected; empty when the package graph did.
    private(set) var everythingBecauseOf: [String] = []
    /// Every package, the tooling's included (`Scripts/WorkspaceTools`, on which no workspace
    /// package depends, and which only a change to the tooling affects).
    let everything: [String]

    /// - Parameter changedFiles: paths relative to the root; nil for everything (`--all`).
    init(_ workspace: Workspace, changedFiles: [String]?) {
        let tooling = ["Scripts/WorkspaceTools"].filter {
            FileManager.default.fileExists(
                atPath: workspace.root.appending(path: "\($0)/Package.swift").filePath)
        }
        everything = Self.order(Set(workspace.packages.map(\.directory) + tooling))
        var affected: Set<String> = []
        everythingBecauseOf = changedFiles == nil ? ["--all"] : []
        let folders = workspace.packages.map(\.directory).filter { !$0.isEmpty }
        // The rules, most specific first.
        for path in changedFiles ?? [] {
            let components = path.split(separator: "/")
            let (first, name) = (components.first ?? "", components.last?.lowercased() ?? "")
            let owner = folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            if name.hasSuffix(".md") || name.hasSuffix(".markdown") || name.hasPrefix("readme")
                || first == "docs"
            {
                continue
            } else if ["Scripts", ".github", ".ci"].contains(first) || path == ".swift-format" {
                everythingBecauseOf.append(path)
            } else if ["App", "Tests", "Package.swift", "Package.resolved"].contains(first)
                || (components.count == 1 && path.hasPrefix("Package@swift-")
                    && path.hasSuffix(".swift"))
            {
                affected.insert("")
            } else if let owner {
                affected.formUnion(Self.dependents(of: owner, in: workspace).union([""]))
            } else {
                everythingBecauseOf.append(path)
            }
        }
        packages = everythingBecauseOf.isEmpty ? Self.order(affected) : everything
    }

    /// `folder` and every package depending on it, transitively.
    private static func dependents(of folder: String, in workspace: Workspace) -> Set<String> {
        var reached: Set<String> = [folder]
        var pending = [folder]
        while let next = pending.popLast() {
            for package in workspace.packages
            where package.dependencies.contains(where: {
                workspace.package(for: $0)?.directory == next
            })
                && reached.insert(package.directory).inserted
            {
                pending.append(package.directory)
            }
        }
        return reached
    }

    private static func order(_ folders: Set<String>) -> [String] {
        folders.filter { !$0.isEmpty }.sorted() + (folders.contains("") ? [""] : [])
    }
}
