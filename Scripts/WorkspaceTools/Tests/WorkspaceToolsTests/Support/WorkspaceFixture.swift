import Foundation
import WorkspaceTools

/// A small workspace in a temporary folder, with what `swift package dump-package` answers for
/// each of its manifests, so that rule tests skip SwiftPM (`load()`) and loader tests compare
/// SwiftPM's answers with it.
///
/// `standard()` follows every rule: Core/Analytics, Core/Routing (uses Analytics), the features
/// Auth and Main (each uses Routing), and the root, which, like the real one, depends on no
/// package, compiles each package's library itself (App `rootswitch` using both features) and
/// registers package tests. Tests plant one violation, write, and check.
struct WorkspaceFixture {
    let root: URL
    var packages: [FixturePackage]
    /// Swift files by path relative to the root.
    var files: [String: String]

    static func standard() -> WorkspaceFixture {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "boundary-fixture-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func tests(_ name: String, in folder: String, _ dependencies: [Manifest.TargetDependency])
            -> FixtureTarget
        {
            FixtureTarget(
                name: name, kind: .test, path: "\(folder)/Tests/\(name)", dependencies: dependencies
            )
        }
        func copy(_ name: String, in folder: String, _ dependencies: [String] = []) -> FixtureTarget
        {
            FixtureTarget(
                name: name, path: "\(folder)/Sources/\(name)",
                dependencies: dependencies.map { .byName($0) })
        }
        func feature(_ name: String) -> FixturePackage {
            FixturePackage(
                folder: "Packages/Features/\(name)", name: name,
                pathDependencies: ["Packages/Core/Routing"],
                targets: [
                    FixtureTarget(
                        name: name, dependencies: [.product("Routing", package: "Routing")]),
                    FixtureTarget(name: "\(name)Tests", kind: .test, dependencies: [.byName(name)]),
                ])
        }
        let root = FixturePackage(
            folder: "", name: "RootSwitch",
            targets: [
                FixtureTarget(
                    name: "rootswitch", kind: .executable, path: "App/Sources/rootswitch",
                    dependencies: [.byName("Routing"), .byName("Auth"), .byName("Main")]),
                copy("Analytics", in: "Packages/Core/Analytics"),
                copy("Routing", in: "Packages/Core/Routing", ["Analytics"]),
                copy("Auth", in: "Packages/Features/Auth", ["Routing"]),
                copy("Main", in: "Packages/Features/Main", ["Routing"]),
                tests("AnalyticsTests", in: "Packages/Core/Analytics", [.byName("Analytics")]),
                tests(
                    "RoutingTests", in: "Packages/Core/Routing",
                    [.byName("Routing"), .byName("Analytics")]),
                tests("AuthTests", in: "Packages/Features/Auth", [.byName("Auth")]),
                tests("MainTests", in: "Packages/Features/Main", [.byName("Main")]),
            ])
        let packages = [
            root,
            FixturePackage(
                folder: "Packages/Core/Analytics", name: "Analytics",
                targets: [
                    FixtureTarget(name: "Analytics"),
                    FixtureTarget(
                        name: "AnalyticsTests", kind: .test, dependencies: [.byName("Analytics")]),
                ]),
            FixturePackage(
                folder: "Packages/Core/Routing", name: "Routing",
                pathDependencies: ["Packages/Core/Analytics"],
                targets: [
                    FixtureTarget(
                        name: "Routing", dependencies: [.product("Analytics", package: "Analytics")]
                    ),
                    FixtureTarget(
                        name: "RoutingTests", kind: .test,
                        dependencies: [
                            .byName("Routing"), .product("Analytics", package: "Analytics"),
                        ]),
                ]),
            feature("Auth"), feature("Main"),
        ]
        let files = [
            "App/Sources/rootswitch/main.swift":
                "import Auth\nimport Main\nimport Routing\n\nprint(\"rootswitch\")\n",
            "Packages/Core/Analytics/Sources/Analytics/Event.swift":
                "public struct Event: Sendable {}\n",
            "Packages/Core/Analytics/Tests/AnalyticsTests/EventTests.swift":
                "import Analytics\nimport Testing\n",
            "Packages/Core/Routing/Sources/Routing/Router.swift":
                "public import Analytics\nimport Foundation\n\npublic struct Router { public var event: Event }\n",
            "Packages/Core/Routing/Tests/RoutingTests/RouterTests.swift":
                "import Analytics\nimport Routing\nimport Testing\n",
            "Packages/Features/Auth/Sources/Auth/AuthFeature.swift":
                "import Routing\n\npublic struct AuthFeature {}\n",
            "Packages/Features/Auth/Tests/AuthTests/AuthFeatureTests.swift":
                "import Auth\nimport Testing\n",
            "Packages/Features/Main/Sources/Main/MainFeature.swift":
                "import Routing\n\npublic struct MainFeature {}\n",
            "Packages/Features/Main/Tests/MainTests/MainFeatureTests.swift":
                "import Main\nimport Testing\n",
        ]
        return WorkspaceFixture(
            root: folder.resolvingSymlinksInPath(), packages: packages, files: files)
    }

    subscript(package folder: String) -> FixturePackage {
        get {
            packages.first { $0.folder == folder }
                ?? FixturePackage(folder: folder, name: "", targets: [])
        }
        set {
            packages.removeAll { $0.folder == folder }
            packages.append(newValue)
        }
    }

    /// Adds Packages/Shared/Group/Kit, deeper under Packages/ than the others and with a URL
    /// dependency: packages are found at any depth, and a remote's identity is SwiftPM's.
    mutating func addNestedPackageWithURLDependency() {
        self[package: "Packages/Shared/Group/Kit"] = FixturePackage(
            folder: "Packages/Shared/Group/Kit", name: "Kit",
            urlDependencies: ["https://github.com/apple/swift-collections.git"],
            targets: [
                FixtureTarget(
                    name: "Kit",
                    dependencies: [.product("Collections", package: "swift-collections")])
            ])
    }

    /// Writes every manifest and Swift file.
    func write() throws {
        for package in packages {
            try write(
                package.folder.isEmpty ? "Package.swift" : package.folder + "/Package.swift",
                package.manifest)
        }
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A loader with the fixture answering for SwiftPM, as its packages are now.
    var loader: WorkspaceLoader {
        let root = root
        let answers = packages.reduce(into: [String: String]()) { answers, package in
            let json = try? JSONSerialization.data(withJSONObject: package.dump(root: root))
            answers[package.folder] = json.map { String(decoding: $0, as: UTF8.self) }
        }
        return WorkspaceLoader(cache: nil) { folder throws(ToolError) in
            let directory = String(
                folder.path(percentEncoded: false).dropFirst(root.path(percentEncoded: false).count)
            )
            guard let answer = answers[directory.trimmingCharacters(in: ["/"])] else {
                throw ToolError(.ioFailure, "no fixture package in \(folder)")
            }
            return answer
        }
    }

    /// The written workspace as the tools read it, with the fixture answering for SwiftPM.
    func load() throws -> Workspace {
        try loader.load(root: root)
    }

    /// Writes the workspace and checks it.
    func check() throws -> BoundaryReport {
        try write()
        return try BoundaryCheck.run(try load())
    }

    /// The 1-based line of the first line of a written file containing `text`, or 0.
    func line(containing text: String, in path: String) throws -> Int {
        let lines = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
