import WorkspaceModel

/// A package of a `WorkspaceFixture`: enough to render its manifest and to state the model
/// SwiftPM reads from it.
struct FixturePackage {
    /// The folder relative to the root; empty for the root package.
    var folder: String
    var name: String
    /// Folders (relative to the root) of `.package(path:)` dependencies.
    var pathDependencies: [String] = []
    /// URLs of `.package(url:)` dependencies.
    var urlDependencies: [String] = []
    var targets: [FixtureTarget]
    /// The `platforms:`: the workspace floor unless a test plants another; none when empty.
    var platforms: [WorkspacePlatform] = Self.floor

    /// iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, as `dump-package` writes them.
    static let floor = [
        ("ios", "18.0"), ("macos", "15.0"), ("tvos", "18.0"), ("watchos", "11.0"),
        ("visionos", "2.0"),
    ].map { WorkspacePlatform(name: $0.0, version: $0.1) }

    /// A manifest's function for each of SwiftPM's platform names.
    private static let platformFunctions = [
        "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
        "visionos": "visionOS",
    ]

    /// The library products: one per regular target, outside the root.
    var products: [WorkspaceProduct] {
        guard !folder.isEmpty else { return [] }
        return targets.filter { $0.kind == .regular }.map {
            WorkspaceProduct(name: $0.name, targets: [$0.name])
        }
    }

    subscript(target name: String) -> FixtureTarget {
        get { targets.first { $0.name == name } ?? FixtureTarget(name: name) }
        set {
            if let index = targets.firstIndex(where: { $0.name == name }) {
                targets[index] = newValue
            } else {
                targets.append(newValue)
            }
        }
    }

    var manifest: String {
        var arguments = ["    name: \"\(name)\""]
        if !platforms.isEmpty {
            let list = platforms.map {
                ".\(Self.platformFunctions[$0.name] ?? $0.name)(\"\($0.version)\")"
            }
            arguments.append("    platforms: [\(list.joined(separator: ", "))]")
        }
        if !products.isEmpty {
            let lines = products.map {
                "        .library(name: \"\($0.name)\", targets: [\"\($0.name)\"]),"
            }
            arguments.append((["    products: ["] + lines + ["    ]"]).joined(separator: "\n"))
        }
        let dependencies =
            pathDependencies.map { "        .package(path: \"\(relativePath(to: $0))\")," }
            + urlDependencies.map { "        .package(url: \"\($0)\", from: \"1.0.0\")," }
        if !dependencies.isEmpty {
            arguments.append(
                (["    dependencies: ["] + dependencies + ["    ]"]).joined(separator: "\n"))
        }
        let targetLines = targets.map { $0.declaration + "," }
        arguments.append((["    targets: ["] + targetLines + ["    ]"]).joined(separator: "\n"))
        return "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
            + arguments.joined(separator: ",\n") + "\n)\n"
    }

    /// The path from this package's folder to another, as a manifest writes it.
    private func relativePath(to other: String) -> String {
        let from = folder.split(separator: "/")
        let to = other.split(separator: "/")
        let common = zip(from, to).prefix { $0 == $1 }.count
        return
            (Array(repeating: "..", count: from.count - common)
            + to.dropFirst(common).map(String.init))
            .joined(separator: "/")
    }
}

/// A target of a `FixturePackage`.
struct FixtureTarget {
    var name: String
    var kind: WorkspaceTarget.Kind = .regular
    var path: String?
    var dependencies: [TargetDependency] = []

    var model: WorkspaceTarget {
        WorkspaceTarget(name: name, kind: kind, path: path, dependencies: dependencies)
    }

    var declaration: String {
        let function =
            switch kind {
            case .executable: "executableTarget"
            case .test: "testTarget"
            default: "target"
            }
        var arguments = ["            name: \"\(name)\""]
        let lines = dependencies.map { "                \(Self.render($0))," }
        arguments.append(
            (["            dependencies: ["] + lines + ["            ]"]).joined(separator: "\n"))
        if let path { arguments.append("            path: \"\(path)\"") }
        return "        .\(function)(\n\(arguments.joined(separator: ",\n"))\n        )"
    }

    private static func render(_ dependency: TargetDependency) -> String {
        switch dependency {
        case .byName(let name): "\"\(name)\""
        case .target(let name): ".target(name: \"\(name)\")"
        case .product(let name, let package):
            ".product(name: \"\(name)\", package: \"\(package ?? name)\")"
        }
    }
}
