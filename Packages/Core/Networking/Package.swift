// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Networking",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingLive", targets: ["NetworkingLive"]),
        .library(name: "NetworkingTesting", targets: ["NetworkingTesting"]),
    ],
    // The base Core package: the one shape of a coded error (CodedErrors).
    dependencies: [
        .package(path: "../Analytics")
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: [.product(name: "CodedErrors", package: "Analytics")]
        ),
        .target(name: "NetworkingLive", dependencies: ["Networking"]),
        .target(name: "NetworkingTesting", dependencies: ["Networking"]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "NetworkingLive", "NetworkingTesting",
                .product(name: "CodedErrors", package: "Analytics"),
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
