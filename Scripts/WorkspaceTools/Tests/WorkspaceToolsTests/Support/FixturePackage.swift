import Foundation
import WorkspaceTools

/// A package of a `WorkspaceFixture`: its manifest, and what `swift package dump-package`
/// answers for it.
struct FixturePackage {
    /// The folder relative to the root; empty for the root package.
    var folder: String
    var name: String
    /// Folders (relative to the root) of `.package(path:)` dependencies.
    var pathDependencies: [String] = []
    /// URLs of `.package(url:)` dependencies.
    var urlDependencies: [String] = []
    var targets: [FixtureTarget]
    /// The workspace floor unless a test plants another; none when empty.
    var platforms: [(String, String)] = Self.floor

    /// iOS 18 and macOS 15, as `dump-package` writes them.
    static let floor: [(String, String)] = [("ios", "18.0"), ("macos", "15.0")]

    subscript(target name: String) -> FixtureTarget {
        get { targets.first { $0.name == name } ?? FixtureTarget(name: name) }
        set {
            targets.removeAll { $0.name == name }
            targets.append(newValue)
        }
    }

    /// One library product per regular target, outside the root.
    private var libraries: [String] {
        folder.isEmpty ? [] : targets.filter { $0.kind == .regular }.map(\.name)
    }

    var manifest: String {
        let functions = [
            "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS",
            "visionos": "visionOS",
        ]
        var arguments = ["    name: \"\(name)\""]
        if !platforms.isEmpty {
            let list = platforms.map { ".\(functions[$0.0] ?? $0.0)(\"\($0.1)\")" }
            arguments.append("    platforms: [\(list.joined(separator: ", "))]")
        }
        func list(_ label: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            arguments.append((["    \(label): ["] + lines + ["    ]"]).joined(separator: "\n"))
        }
        list(
            "products", libraries.map { "        .library(name: \"\($0)\", targets: [\"\($0)\"])," }
        )
        list(
            "dependencies",
            pathDependencies.map { "        .package(path: \"\(relativePath(to: $0))\")," }
                + urlDependencies.map { "        .package(url: \"\($0)\", from: \"1.0.0\")," })
        arguments.append(
            (["    targets: ["] + targets.map { $0.declaration + "," } + ["    ]"]).joined(
                separator: "\n"))
        return "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
            + arguments.joined(separator: ",\n") + "\n)\n"
    }

    /// What `dump-package` answers, in the fields the tools read.
    func dump(root: URL) -> [String: Any] {
        [
            "name": name,
            "platforms": platforms.map { ["platformName": $0.0, "version": $0.1, "options": []] },
            "products": libraries.map { ["name": $0, "targets": [$0]] },
            "dependencies": pathDependencies.map { folder -> [String: Any] in
                let path = root.appending(path: folder).path(percentEncoded: false)
                return ["fileSystem": [["identity": identity(folder), "path": path]]]
            }
                + urlDependencies.map { url in
                    [
                        "sourceControl": [
                            [
                                "identity": identity(url),
                                "location": ["remote": [["urlString": url]]],
                            ]
                        ]
                    ]
                },
            "targets": targets.map(\.dump),
        ]
    }

    /// SwiftPM's identity: the last path component, without `.git`, lowercased.
    private func identity(_ location: String) -> String {
        let last = location.split(separator: "/").last.map(String.init) ?? location
        return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
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
    var kind: Manifest.Target.Kind = .regular
    var path: String?
    var dependencies: [Manifest.TargetDependency] = []

    var declaration: String {
        let function =
            switch kind {
            case .executable: "executableTarget"
            case .test: "testTarget"
            default: "target"
            }
        let lines = dependencies.map { dependency in
            switch dependency {
            case .byName(let name): "                \"\(name)\","
            case .target(let name): "                .target(name: \"\(name)\"),"
            case .product(let name, let package):
                "                .product(name: \"\(name)\", package: \"\(package ?? name)\"),"
            }
        }
        var arguments = [
            "            name: \"\(name)\"",
            (["            dependencies: ["] + lines + ["            ]"]).joined(separator: "\n"),
        ]
        if let path { arguments.append("            path: \"\(path)\"") }
        return "        .\(function)(\n\(arguments.joined(separator: ",\n"))\n        )"
    }

    var dump: [String: Any] {
        var target: [String: Any] = [
            "name": name, "type": kind.rawValue, "exclude": [],
            "dependencies": dependencies.map { dependency -> [String: Any] in
                switch dependency {
                case .byName(let name): ["byName": [name, NSNull()]]
                case .target(let name): ["target": [name, NSNull()]]
                case .product(let name, let package):
                    ["product": [name, package ?? name, NSNull(), NSNull()]]
                }
            },
        ]
        target["path"] = path
        return target
    }
}
