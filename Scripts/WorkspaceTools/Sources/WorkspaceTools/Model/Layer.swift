/// Where a package sits in the workspace, which decides what it may depend on.
/// The root package is the App's; a package under `Packages/Features/` a feature; under
/// `Packages/Core/`, Core; any other under `Packages/`, other.
enum Layer: String, CaseIterable {
    case app = "App"
    case feature = "Features"
    case core = "Core"
    case other = "Other"

    /// The layer of a package folder relative to the workspace root: a feature's and Core's
    /// are named after the folder holding them, under `Packages/`.
    init(directory: String) {
        if directory.isEmpty {
            self = .app
        } else {
            self =
                [.feature, .core].first { directory.hasPrefix("Packages/\($0.rawValue)/") }
                ?? .other
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
