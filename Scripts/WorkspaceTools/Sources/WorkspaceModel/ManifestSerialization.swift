import Foundation

/// Reads the JSON PackageDescription writes for SwiftPM (`-fileno`) into the model
/// `ManifestDump` reads from `swift package dump-package`, doing the few conversions SwiftPM
/// does on the way: path dependencies made absolute, identities from the last path
/// component. Anything it does not handle the way SwiftPM would (an error the manifest
/// recorded, a registry or local git dependency, a `~` path, a manifest SwiftPM's validation
/// would reject) gives nil, and the manifest is left to SwiftPM.
enum ManifestSerialization {
    static func package(from data: Data, directory: String, packageURL: URL) -> WorkspacePackage? {
        guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            json["version"] as? Int == 2, (json["errors"] as? [Any])?.isEmpty == true,
            let package = json["package"] as? [String: Any],
            let name = package["name"] as? String,
            let targets = collect(package["targets"], target),
            let products = collect(package["products"], product),
            let dependencies = collect(package["dependencies"], { dependency($0, packageURL) }),
            let platforms = platforms(package["platforms"])
        else { return nil }
        let result = WorkspacePackage(
            name: name, directory: directory, products: products, targets: targets,
            dependencies: dependencies, platforms: platforms)
        return ManifestValidation.isValid(result) ? result : nil
    }

    /// Every element converted, or nil if any one cannot be.
    private static func collect<T>(_ value: Any?, _ convert: ([String: Any]) -> T?) -> [T]? {
        guard let objects = value as? [[String: Any]] else { return nil }
        var result: [T] = []
        for object in objects {
            guard let converted = convert(object) else { return nil }
            result.append(converted)
        }
        return result
    }

    /// A single-key object `{"case": payload}`, as Swift's Codable writes an enum case.
    private static func enumCase(_ value: Any?) -> (name: String, payload: [String: Any])? {
        guard let object = value as? [String: Any], object.count == 1,
            let (name, payload) = object.first
        else { return nil }
        return (name, payload as? [String: Any] ?? [:])
    }

    /// Nil platforms means none declared; an empty or repeated list is an error to SwiftPM.
    private static func platforms(_ value: Any?) -> [WorkspacePlatform]? {
        if value == nil || value is NSNull { return [] }
        guard let list = collect(value, platform), !list.isEmpty,
            Set(list.map(\.name)).count == list.count
        else { return nil }
        return list
    }

    private static func platform(_ json: [String: Any]) -> WorkspacePlatform? {
        guard let name = (json["platform"] as? [String: Any])?["name"] as? String,
            let version = json["version"] as? String
        else { return nil }
        return WorkspacePlatform(name: name, version: version)
    }

    private static func product(_ json: [String: Any]) -> WorkspaceProduct? {
        guard let name = json["name"] as? String, let targets = json["targets"] as? [String]
        else { return nil }
        return WorkspaceProduct(name: name, targets: targets)
    }

    private static func target(_ json: [String: Any]) -> WorkspaceTarget? {
        guard let name = json["name"] as? String,
            let type = enumCase(json["type"]).flatMap({ WorkspaceTarget.Kind(rawValue: $0.name) }),
            type != .binary,
            let dependencies = collect(json["dependencies"], targetDependency)
        else { return nil }
        return WorkspaceTarget(
            name: name, kind: type, path: json["path"] as? String,
            sources: json["sources"] as? [String], exclude: json["exclude"] as? [String] ?? [],
            dependencies: dependencies)
    }

    private static func targetDependency(_ json: [String: Any]) -> TargetDependency? {
        guard let (kind, payload) = enumCase(json), let name = payload["name"] as? String
        else { return nil }
        switch kind {
        case "byName": return .byName(name)
        case "target": return .target(name)
        case "product": return .product(name: name, package: payload["package"] as? String)
        default: return nil
        }
    }

    private static func dependency(_ json: [String: Any], _ packageURL: URL) -> PackageDependency? {
        guard let (kind, payload) = enumCase(json["kind"]) else { return nil }
        let name = payload["name"] as? String
        switch kind {
        case "fileSystem":
            guard let path = payload["path"] as? String, !path.hasPrefix("~") else { return nil }
            let url = path.hasPrefix("/") ? URL(filePath: path) : packageURL.appending(path: path)
            let absolute = url.standardizedFileURL.path(percentEncoded: false)
            let trimmed =
                absolute.count > 1 && absolute.hasSuffix("/")
                ? String(absolute.dropLast()) : absolute
            return PackageDependency(
                identity: identity(of: trimmed), name: name, location: .path(trimmed))
        case "sourceControl":
            guard let location = payload["location"] as? String, location.contains("://") else {
                return nil  // A local git folder: SwiftPM checks it is a repository.
            }
            return PackageDependency(
                identity: identity(of: location), name: name, location: .remote(location))
        default:
            return nil
        }
    }

    /// SwiftPM's default identity: the last path component, without `.git`, lowercased.
    static func identity(of location: String) -> String {
        var last = Substring(location.hasSuffix("/") ? String(location.dropLast()) : location)
        if let slash = last.lastIndex(of: "/") { last = last[last.index(after: slash)...] }
        if last.hasSuffix(".git") { last = last.dropLast(4) }
        return last.lowercased()
    }
}
