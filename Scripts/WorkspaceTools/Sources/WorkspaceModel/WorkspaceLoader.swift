public import Foundation
import Synchronization

/// Loads a workspace's model: the root package and every package under `Packages/` (found at
/// any depth by their `Package.swift`), as SwiftPM reads their manifests, cached on disk.
///
/// A manifest missing from the cache is evaluated by the toolchain's own PackageDescription
/// library, many manifests per compiler run (`ManifestCompiler`), or else by
/// `swift package dump-package`; either way it means exactly what it means to SwiftPM.
///
/// ```swift
/// let workspace = try WorkspaceLoader().load(root: URL(filePath: "/work/rs"))
/// ```
public struct WorkspaceLoader: Sendable {
    private let cacheDirectory: URL?
    private let compilesManifests: Bool

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - cacheDirectory: Where evaluated manifests are kept; nil for the workspace's
    ///     `.build/workspace-tools-cache`.
    ///   - compilesManifests: Whether to evaluate manifests many per compiler run where the
    ///     toolchain allows; false asks `swift package dump-package` for every one.
    public init(cacheDirectory: URL? = nil, compilesManifests: Bool = true) {
        self.cacheDirectory = cacheDirectory
        self.compilesManifests = compilesManifests
    }

    /// Loads the workspace rooted at `root`. Only manifests missing from the cache are
    /// evaluated: compiled together first, the rest by SwiftPM in parallel.
    ///
    /// - Throws: `rootNotFound` without a root `Package.swift`, `manifestInvalid` with
    ///   SwiftPM's message for a manifest it cannot evaluate, `ioFailure` when `swift`
    ///   cannot run.
    public func load(root: URL) throws(WorkspaceError) -> Workspace {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: manifestURL(root).path(percentEncoded: false))
        else {
            throw WorkspaceError(
                .rootNotFound,
                reason: "no Package.swift in \(root.path(percentEncoded: false))")
        }
        let cache = ManifestCache(
            directory: cacheDirectory ?? root.appending(path: ".build/workspace-tools-cache"),
            toolchain: try SwiftPM.toolchainVersion())
        var packages: [WorkspacePackage] = []
        var misses: [(directory: String, key: String)] = []
        var requests: [ManifestCompiler.Request] = []
        for directory in [""] + packageDirectories(in: root) {
            let packageURL = root.appending(path: directory)
            let manifests = try manifests(in: packageURL)
            let key = cache.key(packageURL: packageURL, manifests: manifests)
            if let package = cache.read(key: key) {
                packages.append(package)
                continue
            }
            misses.append((directory, key))
            if manifests.count == 1, let manifest = manifests.first {
                // A version-specific manifest beside it is SwiftPM's to choose.
                requests.append(
                    ManifestCompiler.Request(
                        directory: directory, packageURL: packageURL,
                        text: String(decoding: manifest, as: UTF8.self)))
            }
        }
        let compiled =
            compilesManifests && !requests.isEmpty
            ? ManifestCompiler.locate()?.evaluate(requests) ?? [:] : [:]
        let pending = misses.filter { compiled[$0.directory] == nil }
        let evaluated = Mutex<[String: Result<WorkspacePackage, WorkspaceError>]>([:])
        DispatchQueue.concurrentPerform(iterations: pending.count) { index in
            let miss = pending[index]
            let result = Result { () throws(WorkspaceError) in
                try SwiftPM.evaluate(
                    root.appending(path: miss.directory), directory: miss.directory)
            }
            evaluated.withLock { $0[miss.directory] = result }
        }
        for miss in misses {
            let package: WorkspacePackage
            if let result = compiled[miss.directory] {
                package = result
            } else if let result = evaluated.withLock({ $0[miss.directory] }) {
                package = try result.get()
            } else {
                continue
            }
            cache.write(package, key: miss.key)
            packages.append(package)
        }
        return Workspace(
            root: root, packages: packages, manifestsEvaluated: misses.count,
            manifestsEvaluatedBySwiftPM: pending.count)
    }

    private func manifestURL(_ packageURL: URL) -> URL {
        packageURL.appending(path: "Package.swift")
    }

    /// `Package.swift` and any version-specific `Package@swift-*.swift`, in a stable order.
    private func manifests(in packageURL: URL) throws(WorkspaceError) -> [Data] {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: packageURL.path(percentEncoded: false))) ?? []
        let manifestNames = names.filter {
            $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
        }
        do {
            return try manifestNames.sorted().map {
                try Data(contentsOf: packageURL.appending(path: $0))
            }
        } catch {
            throw WorkspaceError(
                .ioFailure, reason: "cannot read the manifest in \(packageURL.path()): \(error)")
        }
    }

    /// The folders under `Packages/` holding a `Package.swift`, relative to the root, sorted.
    private func packageDirectories(in root: URL) -> [String] {
        let packagesURL = root.appending(path: "Packages")
        guard
            let walker = FileManager.default.enumerator(
                at: packagesURL, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let workspace = Workspace(root: root, packages: [])
        var directories: [String] = []
        for case let url as URL in walker where url.lastPathComponent == "Package.swift" {
            let folder = url.deletingLastPathComponent().path(percentEncoded: false)
            if let directory = workspace.relativeDirectory(ofAbsolutePath: folder) {
                directories.append(directory)
            }
        }
        return directories.sorted()
    }
}

extension WorkspaceLoader {
    /// The workspace holding `directory`: the nearest folder at or above it with both a
    /// `Package.swift` and a `Packages/` folder, else the nearest with a `Package.swift`,
    /// else `directory` itself.
    public static func enclosingRoot(of directory: URL) -> URL {
        let manager = FileManager.default
        var candidates: [URL] = []
        var folder = directory.standardizedFileURL
        while true {
            candidates.append(folder)
            let parent = folder.deletingLastPathComponent()
            if parent.path(percentEncoded: false) == folder.path(percentEncoded: false) { break }
            folder = parent
        }
        let hasManifest = { (url: URL) in
            manager.fileExists(
                atPath: url.appending(path: "Package.swift").path(percentEncoded: false))
        }
        return candidates.first {
            hasManifest($0)
                && manager.fileExists(
                    atPath: $0.appending(path: "Packages").path(percentEncoded: false))
        } ?? candidates.first(where: hasManifest) ?? directory
    }
}
