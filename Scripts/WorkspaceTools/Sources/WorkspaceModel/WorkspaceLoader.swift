public import Foundation
import Synchronization

/// Loads a workspace's model: the root package and every package under `Packages/` (found at
/// any depth by their `Package.swift`), read by `swift package dump-package` so that the
/// manifests mean exactly what they mean to SwiftPM, and cached on disk.
///
/// ```swift
/// let workspace = try WorkspaceLoader().load(root: URL(filePath: "/work/rs"))
/// ```
public struct WorkspaceLoader: Sendable {
    private let cacheDirectory: URL?

    /// Creates a loader.
    ///
    /// - Parameter cacheDirectory: Where evaluated manifests are kept; nil for the
    ///   workspace's `.build/workspace-tools-cache`.
    public init(cacheDirectory: URL? = nil) {
        self.cacheDirectory = cacheDirectory
    }

    /// Loads the workspace rooted at `root`. Manifests evaluate in parallel, and only those
    /// missing from the cache are evaluated at all.
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
            toolchain: try toolchainVersion())
        var packages: [WorkspacePackage] = []
        var misses: [(directory: String, key: String)] = []
        for directory in [""] + packageDirectories(in: root) {
            let packageURL = root.appending(path: directory)
            let key = cache.key(packageURL: packageURL, manifests: try manifests(in: packageURL))
            if let package = cache.read(key: key) {
                packages.append(package)
            } else {
                misses.append((directory, key))
            }
        }
        let evaluated = Mutex<[String: Result<WorkspacePackage, WorkspaceError>]>([:])
        let pending = misses
        DispatchQueue.concurrentPerform(iterations: pending.count) { index in
            let miss = pending[index]
            let result = Result { () throws(WorkspaceError) in
                try evaluate(root.appending(path: miss.directory), directory: miss.directory)
            }
            evaluated.withLock { $0[miss.directory] = result }
        }
        for miss in misses {
            guard let result = evaluated.withLock({ $0[miss.directory] }) else { continue }
            let package = try result.get()
            cache.write(package, key: miss.key)
            packages.append(package)
        }
        return Workspace(root: root, packages: packages, manifestsEvaluated: misses.count)
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

    private func toolchainVersion() throws(WorkspaceError) -> String {
        let output = try ProcessRunner.run(["swift", "--version"], scratch: scratchURL())
        guard output.status == 0 else {
            throw WorkspaceError(
                .ioFailure, reason: "`swift --version` failed: \(text(output.standardError))")
        }
        return text(output.standardOutput)
    }

    /// Runs SwiftPM on one manifest, with a private scratch path: the package's own `.build`
    /// may be locked by a build in progress (even the `swift test` running this code).
    private func evaluate(_ packageURL: URL, directory: String) throws(WorkspaceError)
        -> WorkspacePackage
    {
        let scratch = scratchURL()
        let output = try ProcessRunner.run(
            [
                "swift", "package", "--package-path", packageURL.path(percentEncoded: false),
                "--scratch-path", scratch.appending(path: "swiftpm").path(percentEncoded: false),
                "dump-package",
            ],
            scratch: scratch)
        let manifest = directory.isEmpty ? "Package.swift" : directory + "/Package.swift"
        guard output.status == 0 else {
            throw WorkspaceError(
                .manifestInvalid, reason: "\(manifest): \(text(output.standardError))")
        }
        return try ManifestDump.package(from: output.standardOutput, directory: directory)
    }

    private func scratchURL() -> URL {
        FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-\(UUID().uuidString)")
    }

    private func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
