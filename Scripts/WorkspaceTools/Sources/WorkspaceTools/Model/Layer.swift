/// Where a package sits in the workspace, which decides what it may depend on.
/// The root package is the App's; a package under `Packages/Features/` a feature; under
/// `Packages/Core/`, Core; any other under `Packages/`, other.
enum Layer: String, CaseIterable {
    case app = "App"
    case feature = "Features"
    case core = "Core"
    case other = "Other"

    /// The layer of a package folder relative to the workspace root.
    init(directory: String) {
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

    /// Whether the root declares the libraries of this layer's packages itself.
    var hasRootCopies: Bool { self == .core || self == .feature }

    /// How a finding names a package of this layer: `the Core package Packages/Core/Routing`.
    func describe(_ directory: String) -> String {
        switch self {
        case .app: "the root package"
        case .feature: "the feature package \(directory)"
        case .core: "the Core package \(directory)"
        case .other: "the package \(directory)"
        }
    }
}
