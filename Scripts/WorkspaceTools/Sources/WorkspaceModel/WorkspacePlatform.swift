/// A platform in a manifest's `platforms:`, with the minimum version the package supports,
/// as SwiftPM's `dump-package` writes it.
public struct WorkspacePlatform: Sendable, Hashable, Codable {
    /// SwiftPM's name for the platform: `ios`, `macos`, `tvos`, `watchos`, `visionos`, ...
    public var name: String
    /// The minimum version as SwiftPM writes it, such as `18.0` or `10.15`.
    public var version: String

    /// Creates a platform declaration.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}
