/// One package of the workspace, as its manifest declares it (SwiftPM's own reading of it).
public struct WorkspacePackage: Sendable, Hashable, Codable {
    /// The `name:` of the manifest.
    public var name: String
    /// The package folder relative to the workspace root; empty for the root package.
    public var directory: String
    /// The products, in manifest order.
    public var products: [WorkspaceProduct]
    /// The targets, in manifest order.
    public var targets: [WorkspaceTarget]
    /// The package dependencies, in manifest order.
    public var dependencies: [PackageDependency]
    /// The `platforms:` declared, in manifest order; empty when the manifest declares none.
    public var platforms: [WorkspacePlatform]

    /// Creates a package description, for example a pre-parsed manifest in a test.
    public init(
        name: String,
        directory: String,
        products: [WorkspaceProduct] = [],
        targets: [WorkspaceTarget] = [],
        dependencies: [PackageDependency] = [],
        platforms: [WorkspacePlatform] = []
    ) {
        self.name = name
        self.directory = directory
        self.products = products
        self.targets = targets
        self.dependencies = dependencies
        self.platforms = platforms
    }

    /// The layer the package's folder puts it in.
    public var layer: Layer { Layer(directory: directory) }

    /// The manifest's path relative to the workspace root.
    public var manifestPath: String { relativePath("Package.swift") }

    /// The target with this name, if the package declares one.
    public func target(named name: String) -> WorkspaceTarget? {
        targets.first { $0.name == name }
    }

    /// A path inside the package, made relative to the workspace root.
    public func relativePath(_ path: String) -> String {
        directory.isEmpty ? path : directory + "/" + path
    }
}
