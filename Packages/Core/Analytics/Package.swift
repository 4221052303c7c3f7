// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Analytics",
    products: [
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "AnalyticsLive", targets: ["AnalyticsLive"]),
        .library(name: "AnalyticsTesting", targets: ["AnalyticsTesting"]),
    ],
    targets: [
        .target(name: "Analytics"),
        .target(name: "AnalyticsLive", dependencies: ["Analytics"]),
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
