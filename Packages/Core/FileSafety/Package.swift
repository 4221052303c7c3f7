// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FileSafety",
    // The workspace's one floor (see the root README): Mutex needs iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "FileSafety", targets: ["FileSafety"])
    ],
    targets: [
        .target(name: "FileSafety"),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety"]),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
