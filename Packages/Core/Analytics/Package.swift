// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Analytics",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "AnalyticsLive", targets: ["AnalyticsLive"]),
        .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
    ],
    dependencies: [
        .package(path: "../FileSafety")
    ],
    targets: [
        .target(name: "Analytics"),
        .target(
            name: "AnalyticsLive",
            dependencies: ["Analytics", .product(name: "FileSafety", package: "FileSafety")]
        ),
        .target(name: "AnalyticsTesting", dependencies: ["Analytics"]),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: ["Analytics", "AnalyticsLive", "AnalyticsTesting"]
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
