import Foundation

/// Evaluated manifests on disk, one JSON file per manifest, named by a hash of the manifest
/// files' content, the package folder and the toolchain version: editing a manifest or
/// changing toolchain misses the cache, anything else hits it without running SwiftPM.
struct ManifestCache {
    let directory: URL
    let toolchain: String

    /// The version of the stored model's format, part of every key: raise it when
    /// `WorkspacePackage` gains a field, so that no entry of the old format is read.
    static let format = "2"

    func key(packageURL: URL, manifests: [Data]) -> String {
        var hash = StableHash()
        hash.combine(Self.format.utf8)
        hash.combine(toolchain.utf8)
        hash.combine(packageURL.path(percentEncoded: false).utf8)
        for manifest in manifests { hash.combine(manifest) }
        return hash.hex
    }

    func read(key: String) -> WorkspacePackage? {
        guard let data = try? Data(contentsOf: entry(key)) else { return nil }
        return try? JSONDecoder().decode(WorkspacePackage.self, from: data)
    }

    /// Stores a model. A failure (read-only checkout, full disk) only costs speed on the next
    /// run, so it is not an error.
    func write(_ package: WorkspacePackage, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(package) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: entry(key), options: .atomic)
    }

    private func entry(_ key: String) -> URL {
        directory.appending(path: key + ".json")
    }
}
