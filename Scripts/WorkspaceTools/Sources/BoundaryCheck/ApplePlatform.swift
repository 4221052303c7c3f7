/// An Apple platform a manifest can declare a floor for, by SwiftPM's name for it.
enum ApplePlatform: String, CaseIterable, Comparable {
    case iOS = "ios"
    case macOS = "macos"
    case tvOS = "tvos"
    case watchOS = "watchos"
    case visionOS = "visionos"

    /// The name people write and the manifest's function: `iOS`, as in `.iOS(.v18)`.
    var name: String {
        switch self {
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        }
    }

    /// How a manifest declares `version` for this platform: `.iOS(.v18)`, `.macOS(.v10_15)`.
    func declaration(_ version: PlatformVersion) -> String {
        ".\(name)(.v\(version.components.map(String.init).joined(separator: "_")))"
    }

    /// In declaration order: iOS, macOS, tvOS, watchOS, visionOS.
    static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
