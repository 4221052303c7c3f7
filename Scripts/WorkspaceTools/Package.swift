// swift-tools-version: 6.1
import PackageDescription

// The workspace's tooling: one executable, `workspace-tools`, whose subcommands the Scripts/
// wrappers run (the boundary check, the packages a change affects, the module graph, the
// scaffold's name check, a benchmark). It reads manifests through SwiftPM and lives outside
// Packages/, so the boundary rules do not apply to it.

let package = Package(
    name: "WorkspaceTools",
    // macOS only: these tools run on developer machines and in CI (Linux, which takes no
    // floor), never on a device, and they start SwiftPM with Process, which iOS, tvOS,
    // watchOS and visionOS lack. macOS 15 is what Synchronization's Mutex needs.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workspace-tools", targets: ["workspace-tools"])
    ],
    targets: [
        .target(name: "WorkspaceTools"),
        .executableTarget(name: "workspace-tools", dependencies: ["WorkspaceTools"]),
        .testTarget(
            name: "WorkspaceToolsTests",
            // The executable is built beside the tests, which run the scripts with it.
            dependencies: ["WorkspaceTools", "workspace-tools"]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
