// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Onboarding",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "Onboarding", targets: ["Onboarding"])
    ],
    dependencies: [
        .package(path: "../../Core/Routing"),
        .package(path: "../../Core/Analytics"),
        .package(path: "../../Core/Networking"),
    ],
    targets: [
        .target(
            name: "Onboarding",
            dependencies: [
                .product(name: "Routing", package: "Routing"),
                .product(name: "FeatureShell", package: "Routing"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "CodedErrors", package: "Analytics"),
                .product(name: "Networking", package: "Networking"),
            ]
        ),
        .testTarget(
            name: "OnboardingTests",
            dependencies: [
                "Onboarding",
                .product(name: "Routing", package: "Routing"),
                .product(name: "FeatureShell", package: "Routing"),
                .product(name: "RoutingTesting", package: "Routing"),
                .product(name: "Analytics", package: "Analytics"),
                .product(name: "TestSupport", package: "Analytics"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "NetworkingTesting", package: "Networking"),
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
