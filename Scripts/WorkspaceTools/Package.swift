// swift-tools-version: 6.1
import PackageDescription

// Workspace tooling: the workspace model (manifests as SwiftPM reads them, cached; an import
// scanner), the boundary rules, the module graph, the packages a change affects, their
// command-line tools and a benchmark.
// It lives outside Packages/ and is not itself subject to the boundary rules.

let package = Package(
    name: "WorkspaceTools",
    // macOS only: these tools run on developer machines and in CI (Linux, which takes no
    // floor), never on a device, and they start SwiftPM with Process, which iOS, tvOS,
    // watchOS and visionOS lack. macOS 15 is what Synchronization's Mutex needs.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WorkspaceModel", targets: ["WorkspaceModel"]),
        .library(name: "BoundaryCheck", targets: ["BoundaryCheck"]),
        .library(name: "WorkspaceGraph", targets: ["WorkspaceGraph"]),
        .executable(name: "check-boundaries", targets: ["CheckBoundariesCommand"]),
        .executable(name: "module-graph", targets: ["ModuleGraphCommand"]),
        .executable(name: "feature-claims", targets: ["FeatureClaimsCommand"]),
        .executable(name: "boundary-benchmark", targets: ["BoundaryBenchmark"]),
        .executable(name: "affected-packages", targets: ["AffectedPackagesCommand"]),
    ],
    targets: [
        .target(name: "WorkspaceModel"),
        .target(name: "BoundaryCheck", dependencies: ["WorkspaceModel"]),
        .target(name: "WorkspaceGraph", dependencies: ["WorkspaceModel"]),
        .target(name: "AffectedPackages", dependencies: ["WorkspaceModel"]),
        .executableTarget(
            name: "CheckBoundariesCommand", dependencies: ["BoundaryCheck", "WorkspaceModel"]),
        .executableTarget(
            name: "ModuleGraphCommand", dependencies: ["WorkspaceGraph", "WorkspaceModel"]),
        .executableTarget(name: "FeatureClaimsCommand", dependencies: ["WorkspaceModel"]),
        .executableTarget(
            name: "BoundaryBenchmark", dependencies: ["BoundaryCheck", "WorkspaceModel"]),
        .executableTarget(
            name: "AffectedPackagesCommand", dependencies: ["AffectedPackages", "WorkspaceModel"]),
        .testTarget(
            name: "BoundaryCheckTests",
            dependencies: [
                "AffectedPackages", "BoundaryCheck", "WorkspaceGraph", "WorkspaceModel",
                // Built beside the tests, which run it on scratch repositories.
                "AffectedPackagesCommand",
            ]
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
