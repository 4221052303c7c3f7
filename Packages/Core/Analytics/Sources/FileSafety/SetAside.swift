import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves a bad state file (or link, or folder) out of the way, keeping it for inspection:
/// `NAME.corrupt`, or `NAME.corrupt-1`, `NAME.corrupt-2`, ... when that exists. An earlier
/// one is never replaced.
///
/// ```swift
/// if let aside = try SetAside.move(folder + "/session.json") { log("moved to \(aside)") }
/// ```
public enum SetAside {
    /// How many names are tried before giving up.
    static let maximumCopies = 10_000

    /// Moves what is at `path` (a link itself, never its target) to the first free name.
    /// - Returns: where it went, or `nil` when nothing was at `path`.
    /// - Throws: `.system` when it cannot be moved (it is then left where it was).
    public static func move(_ path: String) throws(FileProblem) -> String? {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = try StateFolder.open(parent.isEmpty ? "." : parent)
        return try move((path as NSString).lastPathComponent, in: folder)
    }

    /// Moves what is at `name` in `folder` (a link itself, never its target) to the first free
    /// name there, every call relative to the folder held open.
    /// - Returns: where it went, or `nil` when nothing was there.
    /// - Throws: `.system` when it cannot be moved (it is then left where it was).
    public static func move(_ name: String, in folder: StateFolder) throws(FileProblem) -> String? {
        let base = folder.descriptor
        var info = stat()
        guard fstatat(base, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw FileProblem(errno: errno, path: folder.file(name), doing: "inspect")
        }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        for copy in 0..<maximumCopies {
            let candidate = name + (copy == 0 ? ".corrupt" : ".corrupt-\(copy)")
            // The name is taken first, atomically (O_EXCL, mkdir): renaming over our own
            // placeholder can never replace an earlier copy, even one made meanwhile.
            guard reserve(candidate, in: base, asFolder: isFolder) else {
                if errno == EEXIST { continue }
                throw FileProblem(errno: errno, path: folder.file(candidate), doing: "create")
            }
            guard renameat(base, name, base, candidate) == 0 else {
                let code = errno
                unlinkat(base, candidate, isFolder ? AT_REMOVEDIR : 0)
                if code == ENOENT { return nil }
                throw FileProblem(errno: code, path: folder.file(name), doing: "set aside")
            }
            return folder.file(candidate)
        }
        throw FileProblem(
            .system, path: folder.file(name),
            reason:
                "cannot set \(folder.file(name)) aside: \(maximumCopies) copies are there already")
    }

    /// Creates an empty placeholder named `name` in `folder`, a folder or a file as what will
    /// replace it.
    private static func reserve(_ name: String, in folder: Int32, asFolder: Bool) -> Bool {
        if asFolder { return mkdirat(folder, name, 0o700) == 0 }
        let descriptor = openat(
            folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}
