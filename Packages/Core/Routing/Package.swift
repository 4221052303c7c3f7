// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Routing",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Routing", targets: ["Routing"]),
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
                .product(name: "FileSafety", package: "Analytics"),
            ]
        ),
        .target(name: "RoutingTesting"),
        .testTarget(
            name: "RoutingTests",
            dependencies: [
                "Routing", "RoutingTesting",
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "AnalyticsTesting", package: "Analytics"),
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
