import Foundation

extension Workspace {
    /// The folder holding a target's sources, relative to the root: its `path:`, or the
    /// first of SwiftPM's conventional folders that exists. Nil when there is none.
    public func sourceDirectory(
        of target: WorkspaceTarget, in package: WorkspacePackage
    ) -> String? {
        let packageURL = root.appending(path: package.directory)
        if let path = target.path {
            return relativeDirectory(
                ofAbsolutePath: packageURL.appending(path: path).path(percentEncoded: false))
        }
        let conventional =
            switch target.kind {
            case .test: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        for folder in conventional {
            let candidate = folder + "/" + target.name
            if isDirectory(packageURL.appending(path: candidate)) {
                return package.relativePath(candidate)
            }
        }
        return nil
    }

    /// The Swift files of a target, relative to the root and sorted, honouring the
    /// manifest's `sources:` and `exclude:`. Hidden files and folders are skipped.
    public func swiftFiles(of target: WorkspaceTarget, in package: WorkspacePackage) -> [String] {
        guard target.kind != .system, target.kind != .binary,
            let directory = sourceDirectory(of: target, in: package)
        else { return [] }
        let directoryURL = root.appending(path: directory)
        guard
            let walker = FileManager.default.enumerator(
                at: directoryURL, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let base = directoryURL.path(percentEncoded: false)
        let prefix = base.hasSuffix("/") ? base.count : base.count + 1
        var files: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let inTarget = String(url.path(percentEncoded: false).dropFirst(prefix))
            if let sources = target.sources, !sources.contains(where: { covers($0, inTarget) }) {
                continue
            }
            if target.exclude.contains(where: { covers($0, inTarget) }) { continue }
            files.append(directory.isEmpty ? inTarget : directory + "/" + inTarget)
        }
        return files.sorted()
    }

    private func covers(_ entry: String, _ path: String) -> Bool {
        let trimmed = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
        return path == trimmed || path.hasPrefix(trimmed + "/")
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
