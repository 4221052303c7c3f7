// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Routing",
    products: [
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "RoutingTesting", targets: ["RoutingTesting"]),
        .executable(name: "routing-benchmarks", targets: ["RoutingBenchmarks"]),
    ],
    dependencies: [
        .package(path: "../Analytics")
    ],
    targets: [
        .target(
            name: "Routing",
            dependencies: [.product(name: "Analytics", package: "Analytics")]
        ),
        .target(name: "RoutingTesting"),
        .executableTarget(name: "RoutingBenchmarks", dependencies: ["Routing"]),
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
