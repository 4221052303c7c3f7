import BoundaryCheck
import Foundation
import WorkspaceModel

/// A small generated workspace in a temporary folder, and the model its manifests declare,
/// so that rule tests can skip SwiftPM (`workspace`) and loader tests can compare SwiftPM's
/// reading with it.
///
/// `standard()` follows every rule: Core/Analytics, Core/Routing (uses Analytics), the
/// features Auth and Main (each uses Routing), and the root, which, like the real one, depends
/// on no package and compiles each package's library itself (App `rootswitch` using both
/// features), and registers package tests. Tests plant one violation, write, and check.
struct WorkspaceFixture {
    let root: URL
    var packages: [FixturePackage]
    /// Swift files by path relative to the root.
    var files: [String: String]

    static func standard() -> WorkspaceFixture {
        let root = FileManager.default.temporaryDirectory.appending(
            path: "boundary-fixture-\(UUID().uuidString)")
        func product(_ name: String) -> TargetDependency { .product(name: name, package: name) }
        func tests(_ name: String, in folder: String, _ dependencies: [TargetDependency])
            -> FixtureTarget
        {
            FixtureTarget(
                name: name, kind: .test, path: "\(folder)/Tests/\(name)", dependencies: dependencies
            )
        }
        func copy(_ name: String, in folder: String, _ dependencies: [String] = [])
            -> FixtureTarget
        {
            FixtureTarget(
                name: name, path: "\(folder)/Sources/\(name)",
                dependencies: dependencies.map(TargetDependency.byName))
        }
        let rootPackage = FixturePackage(
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
            rootPackage,
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
                    FixtureTarget(name: "Routing", dependencies: [product("Analytics")]),
                    FixtureTarget(
                        name: "RoutingTests", kind: .test,
                        dependencies: [.byName("Routing"), product("Analytics")]),
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
        return WorkspaceFixture(root: root, packages: packages, files: files)
    }

    private static func feature(_ name: String) -> FixturePackage {
        FixturePackage(
            folder: "Packages/Features/\(name)", name: name,
            pathDependencies: ["Packages/Core/Routing"],
            targets: [
                FixtureTarget(
                    name: name, dependencies: [.product(name: "Routing", package: "Routing")]),
                FixtureTarget(name: "\(name)Tests", kind: .test, dependencies: [.byName(name)]),
            ])
    }

    /// Adds Packages/Shared/Group/Kit, deeper under Packages/ than the others and with a URL
    /// dependency: package discovery at any depth, and the identity of a remote.
    mutating func addNestedPackageWithURLDependency() {
        self[package: "Packages/Shared/Group/Kit"] = FixturePackage(
            folder: "Packages/Shared/Group/Kit", name: "Kit",
            urlDependencies: ["https://github.com/apple/swift-collections.git"],
            targets: [
                FixtureTarget(
                    name: "Kit",
                    dependencies: [.product(name: "Collections", package: "swift-collections")])
            ])
    }

    subscript(package folder: String) -> FixturePackage {
        get {
            packages.first { $0.folder == folder }
                ?? FixturePackage(folder: folder, name: "", targets: [])
        }
        set {
            if let index = packages.firstIndex(where: { $0.folder == folder }) {
                packages[index] = newValue
            } else {
                packages.append(newValue)
            }
        }
    }

    /// The model the manifests declare, as SwiftPM would read it.
    var workspace: Workspace {
        Workspace(
            root: root,
            packages: packages.map { package in
                WorkspacePackage(
                    name: package.name, directory: package.folder, products: package.products,
                    targets: package.targets.map(\.model),
                    dependencies: package.pathDependencies.map {
                        PackageDependency.path(root.appending(path: $0).path(percentEncoded: false))
                    }
                        + package.urlDependencies.map { url in
                            let last = url.split(separator: "/").last.map(String.init) ?? url
                            let identity = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
                            return PackageDependency(
                                identity: identity.lowercased(), location: .remote(url))
                        },
                    platforms: package.platforms)
            })
    }

    /// Writes every manifest and Swift file.
    func write() throws {
        for package in packages {
            let folder = package.folder.isEmpty ? "" : package.folder + "/"
            try write(folder + "Package.swift", package.manifest)
        }
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes the workspace and checks its pre-parsed model (SwiftPM is not involved).
    func check() throws -> BoundaryReport {
        try write()
        return try BoundaryChecker().check(workspace)
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
