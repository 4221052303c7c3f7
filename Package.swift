// swift-tools-version: 6.0
import PackageDescription

// The workspace root: the headless App, its end-to-end tests, and every package's tests
// registered by path so that one `swift test` here runs them all. Each package under
// Packages/ also builds and tests alone with `--package-path`.

/// A package's own test target, compiled again here from the same folder.
func packageTests(
    _ name: String,
    in folder: String,
    dependencies: [(product: String, package: String)]
) -> Target {
    .testTarget(
        name: name,
        dependencies: dependencies.map { .product(name: $0.product, package: $0.package) },
        path: "Packages/\(folder)/Tests/\(name)"
    )
}

let package = Package(
    name: "RootSwitch",
    products: [
        .executable(name: "rootswitch", targets: ["rootswitch"])
    ],
    dependencies: [
        .package(path: "Packages/Core/Analytics"),
        .package(path: "Packages/Core/Networking"),
        .package(path: "Packages/Core/Routing"),
    ],
    targets: [
        .executableTarget(
            name: "rootswitch",
            dependencies: [
                .product(name: "Routing", package: "Routing"),
                .product(name: "Analytics", package: "Analytics"),
            ],
            path: "App/Sources/rootswitch"
        ),
        packageTests(
            "AnalyticsTests", in: "Core/Analytics",
            dependencies: [
                ("Analytics", "Analytics"), ("AnalyticsLive", "Analytics"),
                ("AnalyticsTesting", "Analytics"),
            ]
        ),
        packageTests(
            "NetworkingTests", in: "Core/Networking",
            dependencies: [
                ("Networking", "Networking"), ("NetworkingLive", "Networking"),
                ("NetworkingTesting", "Networking"),
            ]
        ),
        packageTests(
            "RoutingTests", in: "Core/Routing",
            dependencies: [
                ("Routing", "Routing"), ("Analytics", "Analytics"),
                ("AnalyticsTesting", "Analytics"),
            ]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
