// swift-tools-version: 6.1
import PackageDescription

// The launch benchmark's baselines and timer (see Scripts/bench-launch): two "hello"
// programs that show the floor a Swift program on Foundation starts at, and a timer that
// launches programs turn by turn and compares their wall times.
let package = Package(
    name: "LaunchBench",
    platforms: [.macOS(.v15)],
    targets: [
        .executableTarget(name: "hello-foundation"),
        .executableTarget(name: "hello-networking"),
        .executableTarget(name: "launch-timer"),
    ]
)
