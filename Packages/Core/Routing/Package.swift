// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Routing",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "RoutingLive", targets: ["RoutingLive"]),
        .library(name: "FeatureShell", targets: ["FeatureShell"]),
        .library(name: "RoutingTesting", targets: ["RoutingTesting"]),
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
        // The scene storage on disk, through FileSafety: only the App imports it.
        .target(
            name: "RoutingLive",
            dependencies: ["Routing", .product(name: "FileSafety", package: "Analytics")]
        ),
        // What a feature gives the App's shell beside its links: its coordinator, the headless
        // text screen the command line shows, the work its actions start.
        .target(name: "FeatureShell", dependencies: ["Routing"]),
        .target(name: "RoutingTesting", dependencies: ["Routing"]),
        .testTarget(
            name: "RoutingTests",
            dependencies: [
                "Routing", "RoutingLive", "RoutingTesting",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "TestSupport", package: "Analytics"),
            ]
        ),
        .testTarget(
            name: "FeatureShellTests",
            dependencies: [
                "FeatureShell", "Routing", "RoutingTesting",
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
