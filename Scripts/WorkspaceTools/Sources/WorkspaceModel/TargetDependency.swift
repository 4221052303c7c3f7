/// One entry of a target's `dependencies:`.
public enum TargetDependency: Sendable, Hashable, Codable {
    /// A plain string: a target of the same package or a product of a dependency.
    case byName(String)
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// `.product(name:package:)`: a product of a package dependency.
    case product(name: String, package: String?)

    /// The name written in the manifest.
    public var name: String {
        switch self {
        case .byName(let name), .target(let name), .product(let name, _): name
        }
    }
}
