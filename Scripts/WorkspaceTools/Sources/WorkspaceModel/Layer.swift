/// Where a package sits in the workspace, which decides what it may depend on.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
    /// The root package: the App and its tests.
    case app = "App"
    /// A package under `Packages/Features/`.
    case feature = "Features"
    /// A package under `Packages/Core/`.
    case core = "Core"
    /// Any other package under `Packages/`.
    case other = "Other"

    /// The layer of a package folder given relative to the workspace root.
    public init(directory: String) {
        if directory.isEmpty {
            self = .app
        } else if directory.hasPrefix("Packages/Features/") {
            self = .feature
        } else if directory.hasPrefix("Packages/Core/") {
            self = .core
        } else {
            self = .other
        }
    }
}
