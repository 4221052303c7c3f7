#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls every part shares: retrying on `EINTR`, naming `errno`, setting a mode back
/// on an opened descriptor, writing every byte.
enum SystemCall {
    /// Runs `call` again while it fails with `EINTR`.
    static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The system's words for `errno` `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// "a directory", "a FIFO", ... for a `st_mode`.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symbolic link"
        case S_IFREG: "a regular file"
        default: "not a regular file"
        }
    }

    /// Sets the mode of an opened file or folder back to `wanted` when it is `mode`, and tells.
    /// - Throws: `.permissionDenied` when the mode cannot be changed (another user's file).
    static func restoreMode(
        of descriptor: Int32, path: String, mode: Int, wanted: Int, notice: (FileNotice) -> Void
    ) throws(FileProblem) {
        guard mode != wanted else { return }
        guard fchmod(descriptor, mode_t(wanted)) == 0 else {
            // Whatever errno says (EPERM: not the owner), a mode that stays loose is the
            // file's fault, never data protection's.
            let reason = FileProblem(errno: errno, path: path, doing: "set the mode of").reason
            throw FileProblem(.permissionDenied, path: path, reason: reason)
        }
        notice(.modeRestored(path: path, from: mode, to: wanted))
    }

    /// Writes every byte of `bytes` to `descriptor`.
    /// - Returns: 0, or the `errno` of the failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let count = retrying { write(descriptor, base + offset, bytes.count - offset) }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }
}
