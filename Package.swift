// swift-tools-version: 6.1
import PackageDescription

// The workspace root: the headless App and its tests. Each package under Packages/ declares
// and runs its own tests (`swift test --package-path Packages/Core/Routing`), once, in its
// own manifest; `Scripts/test` runs them all.

/// Feature packages under Packages/Features, each with a library `NAME`; only the App
/// depends on them. `Scripts/new-feature` adds a name here.
let features: [String] = ["Auth", "Main", "Onboarding"]

/// A product dependency written `Product` (from the package of the same name) or
/// `Product:Package`.
func product(_ spec: String) -> Target.Dependency {
    let parts = spec.split(separator: ":").map(String.init)
    return .product(name: parts[0], package: parts.count > 1 ? parts[1] : parts[0])
}

/// The fuzz targets under Tests/Fuzz, with what each drives. Each is an executable: built by
/// `Scripts/fuzz` with libFuzzer, or, in the normal build, a replay of its corpus in
/// Tests/Fuzz/Corpus, which AppTests runs.
let fuzzTargets: [(name: String, uses: [Target.Dependency])] = [
    ("CommandLineFuzz", ["RootSwitchCommands"]),
    ("DeepLinkFuzz", ["AppCore", product("Routing")]),
    ("RequestHeadFuzz", ["Backend"]),
    (
        "RestorationFuzz",
        [
            product("Main"), product("Routing"), product("RoutingTesting:Routing"),
            product("Analytics"), product("TestSupport:Analytics"),
        ]
    ),
]

let package = Package(
    name: "RootSwitch",
    // The workspace's one floor: Synchronization's Mutex needs iOS 18, macOS 15, tvOS 18,
    // watchOS 11 and visionOS 2 (Observation alone would allow iOS 17 and macOS 14).
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "AppLive", targets: ["AppLive"]),
        .library(name: "RootSwitchUI", targets: ["RootSwitchUI"]),
        .executable(name: "rootswitch-app", targets: ["rootswitch-app"]),
        .executable(name: "rootswitch", targets: ["rootswitch"]),
        .executable(name: "rootswitch-backend", targets: ["rootswitch-backend"]),
    ],
    // `RemoteBackend`, on by default, links the URLSession client for `--backend URL`. On
    // Linux that loads FoundationNetworking and libcurl (about 30 libraries) at every launch,
    // embedded backend or not; `swift build --disable-default-traits` builds an App for the
    // embedded backend only, which starts without them.
    traits: [
        .trait(name: "RemoteBackend", description: "The App can talk to a remote backend."),
        .default(enabledTraits: ["RemoteBackend"]),
    ],
    dependencies: [
        .package(path: "Packages/Core/Analytics"),
        .package(path: "Packages/Core/Networking"),
        .package(path: "Packages/Core/Routing"),
    ] + features.map { .package(path: "Packages/Features/\($0)") },
    targets: [
        .target(
            name: "AppCore",
            dependencies: [
                "PrivateStorage", "ToolSupport", product("Routing"),
                product("FeatureShell:Routing"),
                product("Analytics"), product("CodedErrors:Analytics"), product("Networking"),
            ] + features.map { product($0) },
            path: "App/Sources/AppCore"
        ),
        .target(
            name: "AppLive",
            dependencies: [
                "AppCore", "Backend", "PrivateStorage", product("Routing"),
                product("RoutingLive:Routing"), product("Analytics"),
                product("AnalyticsLive:Analytics"), product("Networking"),
                .product(
                    name: "NetworkingLive", package: "Networking",
                    condition: .when(traits: ["RemoteBackend"])),
            ],
            path: "App/Sources/AppLive"
        ),
        // The SwiftUI shell: empty where SwiftUI does not exist (Linux); the macOS CI job builds it.
        .target(
            name: "RootSwitchUI",
            dependencies: ["AppCore", product("Routing")] + features.map { product($0) },
            path: "App/Sources/RootSwitchUI"
        ),
        .executableTarget(
            name: "rootswitch-app",
            dependencies: ["AppCore", "AppLive", "RootSwitchUI"],
            path: "App/Sources/rootswitch-app"
        ),
        // The command line's parsing and session logic, in a library so a test or a fuzz
        // target can drive it; the `rootswitch` executable is a thin main over it.
        .target(
            name: "RootSwitchCommands",
            dependencies: [
                "AppCore", "AppLive", "Backend", "ToolSupport", product("Routing"),
                product("FeatureShell:Routing"),
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
                "ToolSupport", "rootswitch", "rootswitch-backend", product("Routing"),
                product("FeatureShell:Routing"), product("RoutingLive:Routing"),
                product("RoutingTesting:Routing"), product("Analytics"),
                product("TestSupport:Analytics"), product("Networking"),
                product("NetworkingTesting:Networking"),
            ] + features.map { product($0) } + fuzzTargets.map { .target(name: $0.name) },
            path: "Tests/AppTests"
        ),
        .target(
            name: "PrivateStorage",
            dependencies: [product("FileSafety:Analytics"), product("CodedErrors:Analytics")],
            path: "App/Sources/PrivateStorage"),
        .systemLibrary(
            name: "CCrypt", path: "App/Sources/CCrypt", providers: [.apt(["libcrypt-dev"])]
        ),
        .target(
            name: "Backend",
            dependencies: [
                // crypt(3) on Linux; Apple's systems hash with CommonCrypto instead.
                .target(name: "CCrypt", condition: .when(platforms: [.linux])), "PrivateStorage",
                product("Networking"), product("CodedErrors:Analytics"),
            ],
            path: "App/Sources/Backend"
        ),
        .testTarget(
            name: "BackendTests",
            dependencies: ["Backend", product("Networking"), product("NetworkingLive:Networking")],
            path: "Tests/BackendTests"
        ),
        .executableTarget(
            name: "rootswitch-backend",
            dependencies: ["Backend", "ToolSupport"],
            path: "App/Sources/rootswitch-backend"
        ),
        .target(name: "FuzzSupport", path: "Tests/Fuzz/FuzzSupport"),
    ]
        + fuzzTargets.map { fuzz in
            .executableTarget(
                name: fuzz.name,
                dependencies: ["FuzzSupport"] + fuzz.uses,
                path: "Tests/Fuzz/\(fuzz.name)"
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
