/// One entry of a package's `dependencies:`.
public struct PackageDependency: Sendable, Hashable, Codable {
    /// Where the dependency comes from.
    public enum Location: Sendable, Hashable, Codable {
        /// `.package(path:)`: a local folder, as an absolute path.
        case path(String)
        /// `.package(url:)` or a registry identifier: anything that is not a local folder.
        case remote(String)
    }

    /// SwiftPM's identity of the dependency (the lowercased folder or repository name).
    public var identity: String
    /// The `name:` given in the manifest, if any; target dependencies may use it.
    public var name: String?
    /// Where it comes from.
    public var location: Location

    /// Creates a dependency description.
    public init(identity: String, name: String? = nil, location: Location) {
        self.identity = identity
        self.name = name
        self.location = location
    }

    /// A local dependency on an absolute folder path, its identity taken from the folder name.
    public static func path(_ absolutePath: String) -> PackageDependency {
        let folder = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        return PackageDependency(identity: folder.lowercased(), location: .path(absolutePath))
    }

    /// Whether target dependencies refer to this package by `reference`
    /// (the `package:` argument of `.product`).
    func isReferenced(by reference: String) -> Bool {
        identity == reference.lowercased() || name == reference
    }
}
