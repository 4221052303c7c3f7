/// The modules no package declares: the toolchain's own, and the Apple SDK modules the
/// workspace uses behind `#if canImport(...)`. The one list of them: the boundary check lets a
/// target import them undeclared, and `Scripts/new-feature` (through `feature-claims
/// --toolchain-modules`) refuses them as names.
enum ToolchainModules {
    /// What any target may import without declaring it.
    static let names: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Observation",
        "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android",
        "CoreFoundation", "os", "RegexBuilder", "Distributed", "SwiftShims", "Cxx", "CxxStdlib",
        "CommonCrypto", "SwiftUI", "Security", "UIKit", "AppKit", "AppIntents", "CoreSpotlight",
        "UserNotifications",
    ]

    /// What a plugin target may import besides: SwiftPM's plugin API.
    static let pluginNames: Set<String> = ["PackagePlugin"]

    /// Every module above and the manifest API: the names no package, module or target of the
    /// workspace may take.
    static var all: Set<String> { names.union(pluginNames).union(["PackageDescription"]) }
}
