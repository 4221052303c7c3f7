// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Routing",
    products: [
        .library(name: "Routing", targets: ["Routing"]),
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
        .executableTarget(name: "RoutingBenchmarks", dependencies: ["Routing"]),
        .testTarget(
            name: "RoutingTests",
            dependencies: [
                "Routing",
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
