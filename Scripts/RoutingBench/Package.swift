// swift-tools-version: 6.1
import PackageDescription

// The routing benchmark (see Scripts/bench-routing): deep-link lookup against a naive scan,
// route -> URL, and the navigation operations a view triggers, each checked for the right
// answer. A package of its own, so that an app adding Routing resolves only its libraries.
let package = Package(
    name: "RoutingBench",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .executable(name: "routing-benchmarks", targets: ["RoutingBenchmarks"])
    ],
    dependencies: [
        .package(path: "../../Packages/Core/Routing"),
        .package(path: "../../Packages/Core/Analytics"),
    ],
    targets: [
        .executableTarget(
            name: "RoutingBenchmarks",
            dependencies: [
                "MallocCounter", .product(name: "Routing", package: "Routing"),
                .product(name: "AppStateMachine", package: "Routing"),
                .product(name: "RoutingScenes", package: "Routing"),
                .product(name: "RoutingTesting", package: "Routing"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "TestSupport", package: "Analytics"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        ),
        // Counts heap allocations for the benchmarks (Linux; see its source).
        .target(name: "MallocCounter"),
    ]
)
