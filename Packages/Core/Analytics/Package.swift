// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Analytics",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "Analytics", targets: ["Analytics"]),
        .library(name: "AnalyticsLive", targets: ["AnalyticsLive"]),
        .library(name: "TestSupport", targets: ["TestSupport"]),
        // How every state file of the workspace is opened, replaced and set aside. It lives
        // here because this is the one Core package every module that keeps a file already
        // depends on (AnalyticsLive, Routing's scene storage, the App's private files).
        .library(name: "FileSafety", targets: ["FileSafety"]),
        .library(name: "CodedErrors", targets: ["CodedErrors"]),
    ],
    targets: [
        .target(name: "Analytics"),
        .target(name: "AnalyticsLive", dependencies: ["Analytics", "FileSafety"]),
        // The helpers every test target shares: the analytics recorder, a collector, a seeded
        // generator, a gate, the test clock, a change flag and `unimplemented`.
        .target(name: "TestSupport", dependencies: ["Analytics"]),
        .target(name: "FileSafety", dependencies: ["CodedErrors"]),
        .target(name: "CodedErrors"),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: ["Analytics", "AnalyticsLive", "TestSupport"]
        ),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
        .testTarget(name: "CodedErrorsTests", dependencies: ["CodedErrors"]),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
