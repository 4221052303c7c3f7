#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure a state folder is private before anything is read from or written to it.
///
/// The state directory is the user's choice, so a symbolic link to it is followed, but the
/// directory itself must be safe: owned by the user running the app and writable by nobody
/// else, else it is refused (``FileProblem/Code/unsafeFolder``). A folder inside it is never
/// followed: a link, a file or an unusable folder there is set aside and a fresh one made.
/// Either way the mode is set back to 0700, with a notice.
///
/// ```swift
/// try PrivateFolder.prepareStateDirectory(path) { notice in log(notice) }
/// try PrivateFolder.prepareSubfolder(path + "/backend") { notice in log(notice) }
/// ```
public enum PrivateFolder {
    /// Creates the state directory 0700 (with its parents) if it is missing, then checks it.
    /// - Parameters:
    ///   - path: the state directory.
    ///   - owner: the user it must belong to; `nil` (the default) for the effective user.
    ///   - notice: told when its mode was set back to 0700.
    /// - Throws: `.unsafeFolder` when it belongs to someone else or group or others may
    ///   write to it; `.wrongType` when it is not a directory; `.system`.
    public static func prepareStateDirectory(
        _ path: String, owner: UInt32? = nil, notice: (FileNotice) -> Void = { _ in }
    ) throws(FileProblem) {
        try create(path)
        let descriptor = SystemCall.retrying { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileProblem(errno: errno, path: path, doing: "open") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileProblem(errno: errno, path: path, doing: "inspect")
        }
        if let refusal = StateDirectoryPolicy.refusal(
            of: path, owner: UInt32(info.st_uid), mode: Int(info.st_mode & 0o7777),
            user: owner ?? UInt32(geteuid()))
        {
            throw refusal
        }
        try SystemCall.restoreMode(
            of: descriptor, path: path, mode: Int(info.st_mode & 0o7777),
            wanted: FileLimits.folderMode, notice: notice)
    }

    /// Makes `path`, a folder inside the state directory, a private directory: created 0700 (with
    /// its parents) if missing, set aside (and made afresh) if it is a link, not a directory or
    /// unusable, its mode set back to 0700 otherwise.
    /// - Parameter notice: told about a mode set back or a bad path set aside.
    /// - Throws: `.system` when it cannot be made.
    public static func prepareSubfolder(_ path: String, notice: (FileNotice) -> Void = { _ in })
        throws(FileProblem)
    {
        do {
            try openSubfolder(path, notice: notice)
        } catch let error where error.isBadPath {
            guard let aside = try SetAside.move(path) else { throw error }
            notice(.setAside(error, to: aside))
            try openSubfolder(path, notice: notice)
        }
    }

    private static func openSubfolder(_ path: String, notice: (FileNotice) -> Void)
        throws(FileProblem)
    {
        try create(path)
        let descriptor = SystemCall.retrying {
            open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw FileProblem(errno: errno, path: path, doing: "open") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileProblem(errno: errno, path: path, doing: "inspect")
        }
        try SystemCall.restoreMode(
            of: descriptor, path: path, mode: Int(info.st_mode & 0o7777),
            wanted: FileLimits.folderMode, notice: notice)
    }

    /// Makes the folder (and its missing parents) 0700 unless something is there already:
    /// what is there is checked once opened.
    private static func create(_ path: String) throws(FileProblem) {
        if mkdir(path, mode_t(FileLimits.folderMode)) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex
        else { throw FileProblem(errno: errno, path: path, doing: "create") }
        try create(String(path[..<slash]))
        guard mkdir(path, mode_t(FileLimits.folderMode)) == 0 || errno == EEXIST else {
            throw FileProblem(errno: errno, path: path, doing: "create")
        }
    }
}
