package import Foundation

/// Reads a workspace, the root package and every package under `Packages/` (at any depth),
/// through SwiftPM: `swift package dump-package` answers for each manifest, several at once.
/// Each answer is kept in a cache file with what it depends on (the manifests' text, the
/// folder, `swift --version`), so a warm run asks SwiftPM nothing.
package struct WorkspaceLoader: Sendable {
    /// Answers `dump-package` for a package folder: SwiftPM's JSON.
    package typealias DumpPackage = @Sendable (URL) throws(ToolError) -> String

    private let cache: URL?
    private let dumpPackage: DumpPackage

    /// - Parameters:
    ///   - cache: the file answers are kept in; nil to ask every time.
    ///   - dumpPackage: who answers; SwiftPM unless a test answers for it.
    package init(cache: URL?, dumpPackage: @escaping DumpPackage = Self.swiftPM) {
        (self.cache, self.dumpPackage) = (cache, dumpPackage)
    }

    /// A loader caching in the workspace's `.build/workspace-tools-cache.json`.
    package static func cached(in root: URL) -> WorkspaceLoader {
        WorkspaceLoader(cache: root.appending(path: ".build/workspace-tools-cache.json"))
    }

    /// - Throws: `rootNotFound` without a root `Package.swift`, `manifestInvalid` with SwiftPM's
    ///   message for a manifest it refuses, `ioFailure` when `swift` cannot run.
    package func load(root: URL) throws(ToolError) -> Workspace {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").filePath)
        else { throw ToolError(.rootNotFound, "no Package.swift in \(root.filePath)") }
        let toolchain =
            cache == nil ? "" : try Shell.run(["swift", "--version"], failing: .ioFailure)
        let walker = FileManager.default.enumerator(
            at: root.appending(path: "Packages"), includingPropertiesForKeys: nil,
            options: [.skipsHiddenFiles])
        let manifests = (walker?.allObjects ?? []).compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "Package.swift" }
        let workspace = Workspace(root: root, packages: [])
        let directories =
            [""]
            + manifests.compactMap {
                workspace.relativePath(of: $0.deletingLastPathComponent().filePath)
            }
        let keys = try directories.map { directory throws(ToolError) in
            try key(directory, in: root, toolchain: toolchain)
        }
        let stored = cache.flatMap { try? Data(contentsOf: $0) }.flatMap {
            try? JSONSerialization.jsonObject(with: $0)
        }
        var entries = stored as? [String: [String: String]] ?? [:]
        let questions = zip(directories, keys).filter { entries[$0]?["key"] != $1 }
        let answers = try questions.map(\.0).concurrentMap { directory throws(ToolError) in
            do throws(ToolError) {
                return try dumpPackage(root.appending(path: directory))
            } catch {
                throw ToolError(
                    error.code, "\(Manifest.path("Package.swift", in: directory)): \(error.reason)")
            }
        }
        for ((directory, key), answer) in zip(questions, answers) {
            entries[directory] = ["key": key, "dump": answer]
        }
        // A cache that cannot be written (a read-only checkout, a full disk) only costs the next
        // run time, so it is not an error.
        if let cache, !questions.isEmpty,
            let data = try? JSONSerialization.data(withJSONObject: entries)
        {
            try? FileManager.default.createDirectory(
                at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: cache, options: .atomic)
        }
        let packages = try directories.map { directory throws(ToolError) in
            try Manifest(dump: entries[directory]?["dump"] ?? "", directory: directory)
        }
        return Workspace(root: root, packages: packages, manifestsEvaluated: questions.count)
    }

    /// SwiftPM's answer, from a scratch folder of its own: the package's `.build` may be locked
    /// by a build in progress (even the `swift test` running this code).
    @Sendable package static func swiftPM(_ folder: URL) throws(ToolError) -> String {
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try Shell.run(
            [
                "swift", "package", "--package-path", folder.filePath, "--scratch-path",
                scratch.filePath, "dump-package",
            ],
            failing: .manifestInvalid)
    }

    /// What an answer depends on: the toolchain, the folder (answers hold absolute paths) and
    /// its manifests (a `Package@swift-*.swift` too, which SwiftPM may pick).
    private func key(_ directory: String, in root: URL, toolchain: String) throws(ToolError)
        -> String
    {
        let folder = root.appending(path: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.filePath)) ?? []
        var key = toolchain + "\n" + folder.filePath
        for name in names.sorted() where name.hasPrefix("Package") && name.hasSuffix(".swift") {
            key += "\n\(name)\n" + (try root.text(of: Manifest.path(name, in: directory)))
        }
        return key
    }
}
