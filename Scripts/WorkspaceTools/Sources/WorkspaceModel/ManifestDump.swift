import Foundation

/// Reads the JSON of `swift package dump-package`. The format is SwiftPM's internal one, so
/// it is read loosely: only the fields the workspace model needs, ignoring the rest.
enum ManifestDump {
    static func package(from data: Data, directory: String) throws(WorkspaceError)
        -> WorkspacePackage
    {
        let object = try? JSONSerialization.jsonObject(with: data)
        guard let json = object as? [String: Any], let name = json["name"] as? String else {
            throw WorkspaceError(
                .manifestInvalid,
                reason: "\(directory)/Package.swift: unreadable dump-package output")
        }
        return WorkspacePackage(
            name: name,
            directory: directory,
            products: objects(json["products"]).compactMap(product),
            targets: objects(json["targets"]).compactMap(target),
            dependencies: objects(json["dependencies"]).compactMap(dependency),
            platforms: objects(json["platforms"]).compactMap(platform))
    }

    private static func objects(_ value: Any?) -> [[String: Any]] {
        value as? [[String: Any]] ?? []
    }

    private static func product(_ json: [String: Any]) -> WorkspaceProduct? {
        guard let name = json["name"] as? String else { return nil }
        return WorkspaceProduct(name: name, targets: json["targets"] as? [String] ?? [])
    }

    /// Each entry is `{"platformName": "ios", "version": "18.0", "options": []}`.
    private static func platform(_ json: [String: Any]) -> WorkspacePlatform? {
        guard let name = json["platformName"] as? String, let version = json["version"] as? String
        else { return nil }
        return WorkspacePlatform(name: name, version: version)
    }

    private static func target(_ json: [String: Any]) -> WorkspaceTarget? {
        guard let name = json["name"] as? String else { return nil }
        return WorkspaceTarget(
            name: name,
            kind: (json["type"] as? String).flatMap(WorkspaceTarget.Kind.init) ?? .regular,
            path: json["path"] as? String,
            sources: json["sources"] as? [String],
            exclude: json["exclude"] as? [String] ?? [],
            dependencies: objects(json["dependencies"]).compactMap(targetDependency))
    }

    /// Each entry is `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private static func targetDependency(_ json: [String: Any]) -> TargetDependency? {
        if let values = json["byName"] as? [Any], let name = values.first as? String {
            return .byName(name)
        }
        if let values = json["target"] as? [Any], let name = values.first as? String {
            return .target(name)
        }
        if let values = json["product"] as? [Any], let name = values.first as? String {
            return .product(name: name, package: values.dropFirst().first as? String)
        }
        return nil
    }

    /// Each entry is `{"fileSystem": [...]}`, `{"sourceControl": [...]}` or
    /// `{"registry": [...]}` around one object holding the identity and location.
    private static func dependency(_ json: [String: Any]) -> PackageDependency? {
        guard let (kind, value) = json.first,
            let details = (value as? [[String: Any]])?.first,
            let identity = details["identity"] as? String
        else { return nil }
        let name = details["nameForTargetDependencyResolutionOnly"] as? String
        if kind == "fileSystem", let path = details["path"] as? String {
            return PackageDependency(identity: identity, name: name, location: .path(path))
        }
        return PackageDependency(
            identity: identity, name: name, location: .remote(remoteLocation(details) ?? identity))
    }

    private static func remoteLocation(_ details: [String: Any]) -> String? {
        guard let location = details["location"] as? [String: Any] else { return nil }
        if let remote = (location["remote"] as? [[String: Any]])?.first {
            return remote["urlString"] as? String
        }
        return (location["local"] as? [String])?.first
    }
}
