/// The modules any target may import without declaring them: the toolchain's own, and the
/// Apple SDK modules the workspace uses behind `#if canImport(...)`. This is the one place
/// that lists them.
enum ToolchainModules {
    static let names: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Observation",
        "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android",
        "CoreFoundation", "os", "RegexBuilder", "Distributed", "CommonCrypto", "SwiftUI",
    ]

    /// What a plugin target may import besides: the plugin API SwiftPM provides.
    static let pluginNames: Set<String> = ["PackagePlugin"]
}
