// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Routing",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "AppStateMachine", targets: ["AppStateMachine"]),
        .library(name: "RoutingScenes", targets: ["RoutingScenes"]),
        .library(name: "WorkTracking", targets: ["WorkTracking"]),
        .library(name: "RoutingLive", targets: ["RoutingLive"]),
        .library(name: "RoutingUI", targets: ["RoutingUI"]),
        .library(name: "FeatureShell", targets: ["FeatureShell"]),
        .library(name: "RoutingTesting", targets: ["RoutingTesting"]),
        .library(name: "RoutingTools", targets: ["RoutingTools"]),
    ],
    dependencies: [
        .package(path: "../Analytics")
    ],
    targets: [
        .target(
            name: "Routing",
            dependencies: [
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "CodedErrors", package: "Analytics"),
            ]
        ),
        // The app-root state machine and the gate that lets links in as it allows: what only
        // the App's composition root needs.
        .target(
            name: "AppStateMachine",
            dependencies: ["Routing", .product(name: "Analytics", package: "Analytics")]
        ),
        // What the App's scenes need beside their navigation, which no feature does: their
        // lifecycle, and each scene's navigation saved and restored through a storage.
        .target(
            name: "RoutingScenes",
            dependencies: ["Routing", .product(name: "Analytics", package: "Analytics")]
        ),
        // The task tracker features and services start their work on.
        .target(name: "WorkTracking", dependencies: ["Routing"]),
        // The scene storage on disk, through FileSafety: only the App imports it.
        .target(
            name: "RoutingLive",
            dependencies: [
                "Routing", "RoutingScenes", .product(name: "FileSafety", package: "Analytics"),
            ]
        ),
        // The SwiftUI binding of the navigation: empty where SwiftUI is absent (Linux).
        .target(name: "RoutingUI", dependencies: ["Routing"]),
        // What a feature gives the App's shell beside its links: its coordinator, the headless
        // text screen the command line shows, the work its actions start.
        .target(name: "FeatureShell", dependencies: ["Routing", "WorkTracking"]),
        .target(name: "RoutingTesting", dependencies: ["Routing", "RoutingScenes"]),
        // What runs only at build or test time, written from the tables: the
        // apple-app-site-association file and Apple's matching of it, the App Intents source,
        // the state machine's diagrams. The command line and tests import it; no feature does.
        .target(name: "RoutingTools", dependencies: ["Routing", "AppStateMachine"]),
        .testTarget(
            name: "RoutingTests",
            dependencies: [
                "Routing", "AppStateMachine", "RoutingScenes", "WorkTracking", "RoutingLive",
                "RoutingTesting", "RoutingTools",
                // For RoutingUI's steps, driven as the platform drives them, and the Docs tests
                // that compile RoutingUI's examples where SwiftUI is.
                "RoutingUI",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "TestSupport", package: "Analytics"),
            ]
        ),
        .testTarget(
            name: "FeatureShellTests",
            dependencies: [
                "FeatureShell", "Routing", "RoutingTesting", "WorkTracking",
                .product(name: "TestSupport", package: "Analytics"),
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
