package import Foundation

/// The root package and every package under `Packages/`, and the questions the tools ask of
/// them: what a dependency points at, what a target may import, where its sources are.
package struct Workspace: Sendable {
    /// A module a target's dependencies give it, and where it comes from in the workspace.
    struct Module: Hashable {
        var name: String
        /// The folder of the package defining it (for the root's copy of a package library,
        /// that package's); nil outside the workspace.
        var packageDirectory: String?
        var target: String?
    }

    /// The folder holding the root `Package.swift`, symlinks resolved.
    package let root: URL
    /// Every package, by folder: the root package ("") first.
    package let packages: [Manifest]
    /// How many manifests SwiftPM read to make this model: 0 when every answer was cached.
    package let manifestsEvaluated: Int

    package init(root: URL, packages: [Manifest], manifestsEvaluated: Int = 0) {
        self.root = root.standardizedFileURL
        self.packages = packages.sorted { $0.directory < $1.directory }
        self.manifestsEvaluated = manifestsEvaluated
    }

    var rootPackage: Manifest? { package(inDirectory: "") }

    package func package(inDirectory directory: String) -> Manifest? {
        packages.first { $0.directory == directory }
    }

    /// The workspace package a `.package(path:)` points at; nil for anything else.
    func package(for dependency: Manifest.Dependency) -> Manifest? {
        dependency.path.flatMap(relativePath(of:)).flatMap(package(inDirectory:))
    }

    /// The innermost package but the root whose folder holds `path` (a source folder, a file).
    func package(containing path: String) -> Manifest? {
        packages.filter { !$0.directory.isEmpty && (path + "/").hasPrefix($0.directory + "/") }
            .max { $0.directory.count < $1.directory.count }
    }

    /// An absolute path made relative to the root ("" for the root), or nil outside it.
    func relativePath(of absolutePath: String) -> String? {
        let path = URL(filePath: absolutePath).standardizedFileURL.filePath.trimmingSlash
        let base = root.filePath.trimmingSlash
        guard path != base else { return "" }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : nil
    }

    /// The modules a target's own `dependencies:` give it.
    func modules(declaredBy target: Manifest.Target, in package: Manifest) -> [Module] {
        target.dependencies.flatMap { modules(of: $0, in: package) }
    }

    /// The modules one entry of a target's `dependencies:` gives it, through a product to the
    /// targets that define it; a product from outside the workspace is a module of its name.
    func modules(of dependency: Manifest.TargetDependency, in package: Manifest) -> [Module] {
        let reference: String?
        switch dependency {
        case .target(let name): return [module(name, in: package)]
        case .byName(let name) where package.target(named: name) != nil:
            return [module(name, in: package)]
        case .byName: reference = nil
        case .product(_, let package): reference = package
        }
        for candidate in package.dependencies where reference.map(candidate.isReferenced) ?? true {
            if let provider = self.package(for: candidate),
                let product = provider.products.first(where: { $0.name == dependency.name })
            {
                return product.targets.map { module($0, in: provider) }
            }
        }
        return [Module(name: Manifest.Target.moduleName(of: dependency.name))]
    }

    /// The target of a package as a module; the root's copy of a package library as the
    /// package's.
    private func module(_ target: String, in package: Manifest) -> Module {
        let copied = package.target(named: target).flatMap {
            libraryPackage(copiedBy: $0, in: package)
        }
        return Module(
            name: Manifest.Target.moduleName(of: target),
            packageDirectory: (copied ?? package).directory, target: target)
    }

    /// The package whose library a target of the root compiles from that package's sources;
    /// nil for a target of the App's own or of another package. The root declares every Core
    /// and feature library again so that an app can add the root alone by URL (SwiftPM refuses
    /// a package required by URL that depends on a local path); root-mirrors-packages keeps
    /// each copy the package's.
    func libraryPackage(copiedBy target: Manifest.Target, in package: Manifest) -> Manifest? {
        guard package.directory.isEmpty, target.kind == .regular,
            let library = sourceDirectory(of: target, in: package).flatMap(
                self.package(containing:)),
            library.target(named: target.name)?.kind == .regular
        else { return nil }
        return library
    }

    /// The folder of a target's sources relative to the root: its `path:`, or the first of
    /// SwiftPM's conventional folders that exists.
    func sourceDirectory(of target: Manifest.Target, in package: Manifest) -> String? {
        let packageURL = root.appending(path: package.directory)
        if let path = target.path {
            return relativePath(of: packageURL.appending(path: path).filePath)
        }
        let folders =
            switch target.kind {
            case .test: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        return folders.map { "\($0)/\(target.name)" }
            .first {
                (try? packageURL.appending(path: $0).resourceValues(forKeys: [.isDirectoryKey]))?
                    .isDirectory == true
            }
            .map { Manifest.path($0, in: package.directory) }
    }

    /// A target's Swift files relative to the root, sorted, as its `sources:` and `exclude:`
    /// select them; hidden files and folders are skipped.
    func swiftFiles(of target: Manifest.Target, in package: Manifest) -> [String] {
        guard target.kind != .system, target.kind != .binary,
            let directory = sourceDirectory(of: target, in: package),
            let files = try? FileManager.default.subpathsOfDirectory(
                atPath: root.appending(path: directory).filePath)
        else { return [] }
        func covers(_ entries: [String], _ path: String) -> Bool {
            entries.contains { (path + "/").hasPrefix($0.trimmingSlash + "/") }
        }
        return files.filter { file in
            file.hasSuffix(".swift") && !file.split(separator: "/").contains { $0.hasPrefix(".") }
                && target.sources.map { covers($0, file) } ?? true && !covers(target.exclude, file)
        }
        .map { Manifest.path($0, in: directory) }.sorted()
    }
}

extension URL {
    /// The file system path, as the tools print and compare it.
    var filePath: String { path(percentEncoded: false) }

    /// The text of the file at `path` in this folder, read as UTF-8.
    /// - Throws: `ioFailure`, naming `path`, if it cannot be read.
    func text(of path: String) throws(ToolError) -> String {
        guard let data = try? Data(contentsOf: appending(path: path)) else {
            throw ToolError(.ioFailure, "cannot read \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The text without one trailing `/` (a lone `/` stays).
    var trimmingSlash: String { count > 1 && hasSuffix("/") ? String(dropLast()) : self }
}
