import Foundation

/// One package as SwiftPM reads its manifest: the fields of `swift package dump-package`'s
/// answer that the tools use.
package struct Manifest: Equatable, Sendable {
    struct Product: Equatable {
        var name: String
        var targets: [String]
    }

    package struct Target: Equatable, Sendable {
        package enum Kind: String, Sendable {
            case regular, executable, test, macro, plugin, system, binary
        }

        package var name: String
        package var kind: Kind
        /// The `path:`, relative to the package folder.
        package var path: String?
        /// The `sources:` and `exclude:`, relative to the target folder.
        var sources: [String]?
        var exclude: [String]
        package var dependencies: [TargetDependency]

        /// The name code imports: characters an identifier cannot hold become `_`, as SwiftPM
        /// makes them.
        var moduleName: String { Self.moduleName(of: name) }

        static func moduleName(of name: String) -> String {
            let result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            return result.first?.isNumber == true ? "_" + result : result
        }
    }

    /// One entry of a target's `dependencies:`: a plain string (a target of the package, or a
    /// product of a dependency), `.target(name:)` or `.product(name:package:)`.
    package enum TargetDependency: Equatable, Sendable {
        case byName(String)
        case target(String)
        case product(String, package: String?)

        var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): name
            }
        }
    }

    /// One entry of the package's `dependencies:`.
    struct Dependency: Equatable {
        /// SwiftPM's identity: the lowercased last path component.
        var identity: String
        /// A `name:` the manifest gives it, which target dependencies may use.
        var name: String?
        /// The absolute folder of a `.package(path:)`; nil for any other kind.
        var path: String?
        /// Where it comes from: the folder, a URL, a registry identity.
        var location: String

        /// Whether a `.product(name:package:)` names this package by `reference`.
        func isReferenced(by reference: String) -> Bool {
            identity == reference.lowercased() || name == reference
        }
    }

    /// A platform floor: SwiftPM's name (`ios`) and the version it writes (`18.0`).
    struct Platform: Equatable {
        var name: String
        var version: String
    }

    var name: String
    /// The folder relative to the workspace root; "" for the root package.
    var directory: String
    var products: [Product]
    package var targets: [Target]
    var dependencies: [Dependency]
    var platforms: [Platform]

    var layer: Layer { Layer(directory: directory) }
    var manifestPath: String { Self.path("Package.swift", in: directory) }

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// A path inside a package folder, made relative to the workspace root.
    static func path(_ path: String, in directory: String) -> String {
        directory.isEmpty ? path : directory + "/" + path
    }

    /// Reads SwiftPM's answer, whose format is its own: only the fields above are read, and
    /// anything else is ignored.
    init(dump: String, directory: String) throws(ToolError) {
        guard
            let json = (try? JSONSerialization.jsonObject(with: Data(dump.utf8))) as? [String: Any],
            let name = json["name"] as? String
        else {
            throw ToolError(
                .manifestInvalid,
                "\(Self.path("Package.swift", in: directory)): unreadable dump-package")
        }
        func objects(_ key: String, in object: [String: Any] = json) -> [[String: Any]] {
            object[key] as? [[String: Any]] ?? []
        }
        (self.name, self.directory) = (name, directory)
        products = objects("products").compactMap { product in
            (product["name"] as? String).map {
                Product(name: $0, targets: product["targets"] as? [String] ?? [])
            }
        }
        targets = objects("targets").compactMap { target in
            (target["name"] as? String).map {
                Target(
                    name: $0,
                    kind: (target["type"] as? String).flatMap(Target.Kind.init) ?? .regular,
                    path: target["path"] as? String, sources: target["sources"] as? [String],
                    exclude: target["exclude"] as? [String] ?? [],
                    // `{"byName": [name, condition]}`, `{"product": [name, package, ...]}`, ...
                    dependencies: objects("dependencies", in: target).compactMap { dependency in
                        guard let (kind, value) = dependency.first, let values = value as? [Any],
                            let name = values.first as? String
                        else { return nil }
                        let package = values.dropFirst().first as? String
                        return [
                            "byName": .byName(name), "target": .target(name),
                            "product": .product(name, package: package),
                        ][kind]
                    })
            }
        }
        // `{"fileSystem": [{identity, path}]}`, `{"sourceControl": [{identity, location}]}`, ...
        dependencies = objects("dependencies").compactMap { dependency in
            guard let (kind, value) = dependency.first,
                let details = (value as? [[String: Any]])?.first,
                let identity = details["identity"] as? String
            else { return nil }
            let location = details["location"] as? [String: Any]
            let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String
            let path = kind == "fileSystem" ? details["path"] as? String : nil
            return Dependency(
                identity: identity,
                name: details["nameForTargetDependencyResolutionOnly"] as? String,
                path: path,
                location: path ?? remote ?? (location?["local"] as? [String])?.first ?? identity)
        }
        platforms = objects("platforms").compactMap { platform in
            guard let name = platform["platformName"] as? String,
                let version = platform["version"] as? String
            else { return nil }
            return Platform(name: name, version: version)
        }
    }
}
