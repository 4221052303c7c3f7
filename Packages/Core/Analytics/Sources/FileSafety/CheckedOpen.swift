#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a state file is opened: `openat(2)` with `O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK`
/// (a FIFO never blocks the open), relative to its folder's descriptor (``StateFolder``), then
/// checks on the opened descriptor with `fstat`, never a `stat` before the `open`: a regular
/// file, at most the size limit, mode 0600 (set back otherwise).
enum CheckedOpen {
    /// Opens `name` in `folder` (`AT_FDCWD` for a path) with `flags` (`O_RDONLY`, or
    /// `O_WRONLY | O_APPEND | O_CREAT`).
    /// - Parameter path: the file's path, for messages.
    /// - Returns: the descriptor, which the caller closes, and the file's size; `nil` when
    ///   nothing is there and `flags` does not create it.
    /// - Throws: a bad path (a link, not a regular file, too large), `.unavailable`, or
    ///   `.system`. The descriptor is closed then.
    static func descriptor(
        for name: String, in folder: Int32 = AT_FDCWD, path: String, flags: Int32, limit: Int,
        notice: (FileNotice) -> Void
    ) throws(FileProblem) -> (descriptor: Int32, size: Int)? {
        let descriptor = SystemCall.retrying {
            openat(folder, name, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && flags & O_CREAT == 0 { return nil }
            throw FileProblem(errno: code, path: path, doing: "open")
        }
        do throws(FileProblem) {
            let size = try check(descriptor, path: path, limit: limit, notice: notice)
            return (descriptor, size)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Checks an opened file and sets its mode back to 0600 if needed.
    /// - Returns: its size in bytes.
    private static func check(
        _ descriptor: Int32, path: String, limit: Int, notice: (FileNotice) -> Void
    ) throws(FileProblem) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileProblem(errno: errno, path: path, doing: "inspect")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileProblem(
                .wrongType, path: path,
                reason: "\(path) is \(SystemCall.kind(of: info.st_mode)), not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw FileProblem(
                .tooLarge, path: path,
                reason: "\(path) holds \(size) bytes, over the limit of \(limit)")
        }
        try SystemCall.restoreMode(
            of: descriptor, path: path, mode: Int(info.st_mode & 0o7777),
            wanted: FileLimits.fileMode, notice: notice)
        return size
    }
}
