// swift-tools-version: 6.1
import PackageDescription

// The workspace root: the headless App, its tests, and every library of the Core and feature
// packages, so that an app can add RootSwitch by URL alone (README, "Use it in your app") and
// take any of the products below. SwiftPM refuses a package required by URL that depends on a local path
// (swiftlang/swift-package-manager#5915), so the root declares those libraries itself, at their
// packages' source folders, instead of depending on the packages. Each package under Packages/
// still builds and declares its tests alone, in its own manifest
// (`swift test --package-path Packages/Core/Routing`); `Scripts/test` runs them all.

/// The Core packages' library targets, at `Packages/Core/PACKAGE/Sources/NAME`, each with
/// the targets it uses, as (and in the order) its package's manifest declares them; each is
/// vended as a product. A second statement of those manifests: `Scripts/check-boundaries`
/// (rule root-mirrors-packages) fails when a row and its package's manifest differ.
let coreLibraries: [(name: String, package: String, uses: [Target.Dependency])] = [
    ("Analytics", "Analytics", []),
    ("AnalyticsLive", "Analytics", ["Analytics", "FileSafety"]),
    ("TestSupport", "Analytics", ["Analytics"]),
    ("FileSafety", "Analytics", ["CodedErrors"]),
    ("CodedErrors", "Analytics", []),
    ("Networking", "Networking", ["CodedErrors"]),
    ("NetworkingLive", "Networking", ["Networking"]),
    ("NetworkingTesting", "Networking", ["Networking"]),
    ("Routing", "Routing", ["Analytics", "CodedErrors"]),
    ("AppStateMachine", "Routing", ["Routing", "Analytics"]),
    ("RoutingScenes", "Routing", ["Routing", "Analytics"]),
    ("WorkTracking", "Routing", ["Routing"]),
    ("RoutingLive", "Routing", ["Routing", "RoutingScenes", "FileSafety"]),
    ("RoutingUI", "Routing", ["Routing"]),
    ("FeatureShell", "Routing", ["Routing", "WorkTracking"]),
    ("RoutingTesting", "Routing", ["Routing", "RoutingScenes"]),
    ("RoutingTools", "Routing", ["Routing", "AppStateMachine"]),
]

/// Feature packages under Packages/Features, each with a library `NAME` at
/// `Packages/Features/NAME/Sources/NAME`; only the App depends on them. `Scripts/new-feature`
/// adds a name here, and nothing else is needed: each gets `featureUses`.
let features: [String] = ["Auth", "Main", "Onboarding"]

/// What the root gives every feature library: the Core modules a feature may use. A feature's
/// manifest may declare fewer; root-mirrors-packages fails when it declares one not here.
let featureUses: [Target.Dependency] = [
    "Routing", "FeatureShell", "Analytics", "CodedErrors", "Networking",
]

/// The feature targets, as dependencies of the App's targets.
let featureTargets = features.map { Target.Dependency.target(name: $0) }

/// The fuzz targets under Tests/Fuzz, with what each drives. Each is an executable: built by
/// `Scripts/fuzz` with libFuzzer, or, in the normal build, a replay of its corpus in
/// Tests/Fuzz/Corpus, which AppTests runs.
let fuzzTargets: [(name: String, uses: [Target.Dependency])] = [
    ("CommandLineFuzz", ["RootSwitchCommands"]),
    ("DeepLinkFuzz", ["AppCore", "Routing"]),
    ("RequestHeadFuzz", ["Backend"]),
    (
        "RestorationFuzz",
        ["Main", "Routing", "RoutingScenes", "RoutingTesting", "Analytics", "TestSupport"]
    ),
]

let package = Package(
    name: "RootSwitch",
    // The workspace's one floor: Synchronization's Mutex needs iOS 18 and macOS 15
    // (Observation alone would allow iOS 17 and macOS 14). Only the platforms every product
    // compiles for: the SwiftUI shell's windows (`openWindow`, `WindowGroup(for:)`) do not
    // exist on tvOS and watchOS, and visionOS is not type-checked.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "AppLive", targets: ["AppLive"]),
        .library(name: "RootSwitchUI", targets: ["RootSwitchUI"]),
        .executable(name: "rootswitch-app", targets: ["rootswitch-app"]),
        .executable(name: "rootswitch", targets: ["rootswitch"]),
        .executable(name: "rootswitch-backend", targets: ["rootswitch-backend"]),
    ] + coreLibraries.map { .library(name: $0.name, targets: [$0.name]) },
    // `RemoteBackend`, on by default, links the URLSession client for `--backend URL`. On
    // Linux that loads FoundationNetworking and libcurl (about 30 libraries) at every launch,
    // embedded backend or not; `swift build --disable-default-traits` builds an App for the
    // embedded backend only, which starts without them.
    traits: [
        .trait(name: "RemoteBackend", description: "The App can talk to a remote backend."),
        .default(enabledTraits: ["RemoteBackend"]),
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                "PrivateStorage", "ToolSupport", "Routing", "AppStateMachine", "RoutingScenes",
                "WorkTracking", "FeatureShell", "Analytics", "CodedErrors", "Networking",
            ] + featureTargets,
            path: "App/Sources/AppCore"
        ),
        .target(
            name: "AppLive",
            dependencies: [
                "AppCore", "Backend", "PrivateStorage", "Routing", "RoutingScenes", "RoutingLive",
                "Analytics", "AnalyticsLive", "Networking",
                .target(name: "NetworkingLive", condition: .when(traits: ["RemoteBackend"])),
            ],
            path: "App/Sources/AppLive"
        ),
        // The SwiftUI shell: empty where SwiftUI does not exist (Linux); the macOS CI job builds it.
        .target(
            name: "RootSwitchUI",
            dependencies: ["AppCore", "FeatureShell", "Routing", "RoutingUI"] + featureTargets,
            path: "App/Sources/RootSwitchUI"
        ),
        .executableTarget(
            name: "rootswitch-app",
            dependencies: ["AppCore", "AppLive", "RootSwitchUI", "Routing"],
            path: "App/Sources/rootswitch-app"
        ),
        // The command line's parsing and session logic, in a library so a test or a fuzz
        // target can drive it; the `rootswitch` executable is a thin main over it. It alone
        // of the App's targets writes files with RoutingTools (the apple-app-site-association
        // file, the App Intents source, the diagram): the app ships without it.
        .target(
            name: "RootSwitchCommands",
            dependencies: [
                "AppCore", "AppLive", "Backend", "ToolSupport", "Routing", "FeatureShell",
                "RoutingTools",
            ],
            path: "App/Sources/RootSwitchCommands"
        ),
        .executableTarget(
            name: "rootswitch",
            dependencies: ["RootSwitchCommands"],
            path: "App/Sources/rootswitch"
        ),
        // What both command-line programs share: the version, exit statuses, usage errors.
        .target(name: "ToolSupport", path: "App/Sources/ToolSupport"),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "AppCore", "AppLive", "Backend", "PrivateStorage", "RootSwitchCommands",
                "ToolSupport", "rootswitch", "rootswitch-backend", "Routing", "AppStateMachine",
                "RoutingScenes", "FeatureShell", "RoutingLive", "RoutingTesting", "RoutingTools",
                "Analytics", "TestSupport", "Networking", "NetworkingTesting", "TestSockets",
            ] + featureTargets + fuzzTargets.map { .target(name: $0.name) },
            path: "Tests/AppTests",
            // Recorded sessions the regression tests replay, read from the source tree.
            exclude: ["Journals"]
        ),
        .target(
            name: "PrivateStorage",
            dependencies: ["FileSafety", "CodedErrors"],
            path: "App/Sources/PrivateStorage"),
        .systemLibrary(
            name: "CCrypt", path: "App/Sources/CCrypt", providers: [.apt(["libcrypt-dev"])]
        ),
        .target(
            name: "Backend",
            dependencies: [
                // crypt(3) on Linux; Apple's systems hash with CommonCrypto instead.
                .target(name: "CCrypt", condition: .when(platforms: [.linux])), "PrivateStorage",
                "Networking", "CodedErrors",
            ],
            path: "App/Sources/Backend"
        ),
        .testTarget(
            name: "BackendTests",
            dependencies: ["Backend", "Networking", "NetworkingLive", "TestSockets"],
            path: "Tests/BackendTests"
        ),
        // A bare TCP client, for tests that send a server what no HTTP library would.
        .target(name: "TestSockets", path: "Tests/TestSockets"),
        .executableTarget(
            name: "rootswitch-backend",
            dependencies: ["Backend", "ToolSupport"],
            path: "App/Sources/rootswitch-backend"
        ),
        .target(name: "FuzzSupport", path: "Tests/Fuzz/FuzzSupport"),
        // A returning user's launch timed in the process (Scripts/bench-launch).
        .executableTarget(
            name: "launch-in-process",
            dependencies: ["AppCore", "AppLive", "ToolSupport"],
            path: "Tests/Benchmarks/LaunchInProcess"
        ),
    ]
        + fuzzTargets.map { fuzz in
            .executableTarget(
                name: fuzz.name,
                dependencies: ["FuzzSupport"] + fuzz.uses,
                path: "Tests/Fuzz/\(fuzz.name)"
            )
        }
        // The Core and feature libraries, compiled from their packages' sources.
        + coreLibraries.map { library in
            .target(
                name: library.name,
                dependencies: library.uses,
                path: "Packages/Core/\(library.package)/Sources/\(library.name)"
            )
        }
        + features.map { feature in
            .target(
                name: feature,
                dependencies: featureUses,
                path: "Packages/Features/\(feature)/Sources/\(feature)"
            )
        }
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
