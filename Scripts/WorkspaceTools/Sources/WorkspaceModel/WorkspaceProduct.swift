/// A product a package vends: what other packages name in `.product(name:package:)`.
public struct WorkspaceProduct: Sendable, Hashable, Codable {
    /// The product's name.
    public var name: String
    /// The names of the targets it contains.
    public var targets: [String]

    /// Creates a product description.
    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}
