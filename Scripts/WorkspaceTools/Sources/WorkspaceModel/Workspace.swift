public import Foundation

/// The packages of a workspace, the root package and every package under `Packages/`, and
/// how their target dependencies resolve to modules.
///
/// ```swift
/// let workspace = try WorkspaceLoader().load(root: URL(filePath: "/work/rs"))
/// for package in workspace.packages { print(package.directory, package.layer) }
/// ```
public struct Workspace: Sendable {
    /// The folder holding the root `Package.swift`, symlinks resolved.
    public let root: URL
    /// Every package, sorted by folder: the root package (folder "") first.
    public let packages: [WorkspacePackage]
    /// How many manifests were evaluated to build this model: 0 when all were cached.
    public let manifestsEvaluated: Int
    /// How many of those `swift package dump-package` evaluated, one process each; the others
    /// were compiled together with the toolchain's PackageDescription library.
    public let manifestsEvaluatedBySwiftPM: Int
    private let indexByDirectory: [String: Int]

    /// Creates a workspace from package descriptions, for example pre-parsed manifests.
    ///
    /// - Parameters:
    ///   - root: The workspace root; package folders and path dependencies are read from it.
    ///   - packages: The packages, in any order.
    ///   - manifestsEvaluated: How many manifests were evaluated to get `packages`.
    ///   - manifestsEvaluatedBySwiftPM: How many of those SwiftPM evaluated.
    public init(
        root: URL, packages: [WorkspacePackage], manifestsEvaluated: Int = 0,
        manifestsEvaluatedBySwiftPM: Int = 0
    ) {
        self.root = root.standardizedFileURL
        self.packages = packages.sorted { $0.directory < $1.directory }
        self.manifestsEvaluated = manifestsEvaluated
        self.manifestsEvaluatedBySwiftPM = manifestsEvaluatedBySwiftPM
        var index: [String: Int] = [:]
        for (offset, package) in self.packages.enumerated() { index[package.directory] = offset }
        indexByDirectory = index
    }

    /// The root package, if the workspace has one.
    public var rootPackage: WorkspacePackage? { package(inDirectory: "") }

    /// The package whose folder (relative to the root) is `directory`.
    public func package(inDirectory directory: String) -> WorkspacePackage? {
        indexByDirectory[directory].map { packages[$0] }
    }

    /// The workspace package a dependency points at, or nil for a remote dependency or a
    /// folder outside the workspace's packages.
    public func package(for dependency: PackageDependency) -> WorkspacePackage? {
        guard case .path(let path) = dependency.location else { return nil }
        return relativeDirectory(ofAbsolutePath: path).flatMap { package(inDirectory: $0) }
    }

    /// A path made relative to the root, or nil if it is outside the root.
    func relativeDirectory(ofAbsolutePath path: String) -> String? {
        let standardized = URL(filePath: path).standardizedFileURL.path(percentEncoded: false)
        let rootPath = root.path(percentEncoded: false)
        let trimmedRoot = rootPath.hasSuffix("/") ? String(rootPath.dropLast()) : rootPath
        let trimmed = standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
        if trimmed == trimmedRoot { return "" }
        guard trimmed.hasPrefix(trimmedRoot + "/") else { return nil }
        return String(trimmed.dropFirst(trimmedRoot.count + 1))
    }

    /// The modules a target's own `dependencies:` give it, resolved through products to the
    /// targets that define them. A product of a package outside the workspace resolves to a
    /// module named after the product.
    public func modules(
        declaredBy target: WorkspaceTarget, in package: WorkspacePackage
    ) -> [ModuleReference] {
        var result: [ModuleReference] = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name):
                result.append(reference(to: name, in: package))
            case .byName(let name):
                if package.target(named: name) != nil {
                    result.append(reference(to: name, in: package))
                } else {
                    result += product(name, from: package, reference: nil)
                }
            case .product(let name, let reference):
                result += product(name, from: package, reference: reference)
            }
        }
        return result
    }

    private func reference(to target: String, in package: WorkspacePackage) -> ModuleReference {
        ModuleReference(
            name: WorkspaceTarget.moduleName(of: target),
            packageDirectory: package.directory, target: target)
    }

    private func product(
        _ name: String, from package: WorkspacePackage, reference: String?
    ) -> [ModuleReference] {
        let candidates = package.dependencies.filter { reference.map($0.isReferenced) ?? true }
        for dependency in candidates {
            guard let provider = self.package(for: dependency),
                let product = provider.products.first(where: { $0.name == name })
            else { continue }
            return product.targets.map { self.reference(to: $0, in: provider) }
        }
        return [ModuleReference(name: WorkspaceTarget.moduleName(of: name))]
    }
}
