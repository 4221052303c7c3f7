/// The modules no package declares: the toolchain's own, and the Apple SDK modules the
/// workspace uses behind `#if canImport(...)`. This is the one place that lists them: the
/// boundary check lets targets import them undeclared, and `Scripts/new-feature` (through
/// `feature-claims --toolchain-modules`) refuses them as names.
///
/// ```swift
/// ToolchainModules.names.contains("Foundation")  // true
/// ToolchainModules.all.contains("PackagePlugin")  // true
/// ```
public enum ToolchainModules {
    /// What any target may import without declaring it.
    public static let names: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Observation",
        "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android",
        "CoreFoundation", "os", "RegexBuilder", "Distributed", "SwiftShims", "Cxx", "CxxStdlib",
        "CommonCrypto", "SwiftUI",
    ]

    /// What a plugin target may import besides: the plugin API SwiftPM provides.
    public static let pluginNames: Set<String> = ["PackagePlugin"]

    /// What a manifest imports: the manifest API SwiftPM provides.
    public static let manifestNames: Set<String> = ["PackageDescription"]

    /// Every module above: the names no package, module or target of the workspace may take.
    public static var all: Set<String> { names.union(pluginNames).union(manifestNames) }
}
