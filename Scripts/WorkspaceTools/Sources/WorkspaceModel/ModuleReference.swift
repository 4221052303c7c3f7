/// A module a target can import, and where it comes from when the workspace knows it.
public struct ModuleReference: Sendable, Hashable {
    /// The name written after `import`.
    public var name: String
    /// The folder (relative to the root) of the package that defines it, or nil when the
    /// package is not part of the workspace.
    public var packageDirectory: String?
    /// The target that defines it, when known.
    public var target: String?

    /// Creates a module reference.
    public init(name: String, packageDirectory: String? = nil, target: String? = nil) {
        self.name = name
        self.packageDirectory = packageDirectory
        self.target = target
    }
}
