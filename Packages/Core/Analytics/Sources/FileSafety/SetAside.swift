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
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw FileProblem(errno: errno, path: path, doing: "inspect")
        }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        for copy in 0..<maximumCopies {
            let candidate = path + (copy == 0 ? ".corrupt" : ".corrupt-\(copy)")
            // The name is taken first, atomically (O_EXCL, mkdir): renaming over our own
            // placeholder can never replace an earlier copy, even one made meanwhile.
            guard reserve(candidate, asFolder: isFolder) else {
                if errno == EEXIST { continue }
                throw FileProblem(errno: errno, path: candidate, doing: "create")
            }
            guard rename(path, candidate) == 0 else {
                let code = errno
                if isFolder { rmdir(candidate) } else { unlink(candidate) }
                if code == ENOENT { return nil }
                throw FileProblem(errno: code, path: path, doing: "set aside")
            }
            return candidate
        }
        throw FileProblem(
            .system, path: path,
            reason: "cannot set \(path) aside: \(maximumCopies) copies are there already")
    }

    /// Creates an empty placeholder named `path`, a folder or a file as what will replace it.
    private static func reserve(_ path: String, asFolder: Bool) -> Bool {
        if asFolder { return mkdir(path, 0o700) == 0 }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}
