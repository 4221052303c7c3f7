#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A state folder held open: its files are read, replaced, set aside and removed relative to
/// its descriptor (`openat(2)`, `renameat(2)`), so the folder a file goes in is the one opened,
/// even if a symbolic link took its place since. Open one for each use: the state directory
/// follows a link to it (the user chose it), and each folder inside it is opened with
/// `O_NOFOLLOW` every time, never trusted from an earlier check.
///
/// ```swift
/// let backend = try StateFolder.open(stateDirectory).subfolder("backend")
/// try AtomicFile.replace("accounts.json", in: backend, with: data)
/// ```
public final class StateFolder: Sendable {
    /// The folder's path, for messages: it is never opened again by it.
    public let path: String
    let descriptor: Int32

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// Opens the folder at `path`, following a symbolic link to it.
    /// - Throws: `.wrongType` when it is not a folder, `.unavailable`, `.system`.
    public static func open(_ path: String) throws(FileProblem) -> StateFolder {
        try open(path, in: AT_FDCWD, path: path, flags: 0)
    }

    /// Opens the folder `name` inside this one, never through a symbolic link.
    /// - Throws: `.symbolicLink` for a link, `.wrongType` when it is not a folder,
    ///   `.unavailable`, `.system`.
    public func subfolder(_ name: String) throws(FileProblem) -> StateFolder {
        try Self.open(name, in: descriptor, path: file(name), flags: O_NOFOLLOW)
    }

    /// The path of `name` in this folder, for messages.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Removes `name` (a link itself, never its target; a folder with what it holds).
    /// - Returns: false when nothing was there.
    /// - Throws: `.system` when it is there and cannot be removed.
    @discardableResult
    public func remove(_ name: String) throws(FileProblem) -> Bool {
        if unlinkat(descriptor, name, 0) == 0 { return true }
        if errno == ENOENT { return false }
        guard errno == EISDIR || errno == EPERM else {
            throw FileProblem(errno: errno, path: file(name), doing: "remove")
        }
        let folder = try subfolder(name)
        for entry in try folder.names() { try folder.remove(entry) }
        guard unlinkat(descriptor, name, AT_REMOVEDIR) == 0 else {
            throw FileProblem(errno: errno, path: file(name), doing: "remove")
        }
        return true
    }

    /// The names in the folder, `.` and `..` left out.
    /// - Throws: `.system` when it cannot be listed.
    public func names() throws(FileProblem) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw FileProblem(errno: errno, path: path, doing: "list")
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Flushes the folder's entries to disk: after a rename, so that a crash cannot bring
    /// the old name back.
    func sync() -> Int32 {
        fsync(descriptor) == 0 ? 0 : errno
    }

    private static func open(_ name: String, in parent: Int32, path: String, flags: Int32)
        throws(FileProblem) -> StateFolder
    {
        let descriptor = SystemCall.retrying {
            openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | flags)
        }
        guard descriptor >= 0 else {
            let code = errno
            // O_DIRECTORY on a link says ENOTDIR on Linux: name it as the link it is.
            var info = stat()
            if flags & O_NOFOLLOW != 0, fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
                info.st_mode & S_IFMT == S_IFLNK
            {
                throw FileProblem(errno: ELOOP, path: path, doing: "open")
            }
            throw FileProblem(errno: code, path: path, doing: "open")
        }
        return StateFolder(descriptor: descriptor, path: path)
    }
}
