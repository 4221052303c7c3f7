#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a state file for appending, safely: never through a symbolic link, only a regular
/// file under ``FileLimits/maximumSize``, created 0600, with the data-protection class of
/// ``FileProtection``. A bad file there (a link, a folder,
/// one that cannot be opened or is over the limit) is set aside once and a fresh one started.
///
/// ```swift
/// let descriptor = try StateFileAppender.open(path) { notice in log(notice) }
/// defer { close(descriptor) }
/// ```
public enum StateFileAppender {
    /// A descriptor open for appending to `path`, which the caller writes to and closes.
    /// - Parameters:
    ///   - path: the file; created 0600 if missing.
    ///   - limit: the size over which the file is set aside; ``FileLimits/maximumSize`` by
    ///     default.
    ///   - notice: told when the mode was set back to 0600 or a bad file set aside.
    /// - Throws: `.unavailable` while data protection keeps the file closed (it is left as it
    ///   is), `.system` (or the problem of a fresh file) when no file can be opened.
    public static func open(
        _ path: String, limit: Int = FileLimits.maximumSize, notice: (FileNotice) -> Void = { _ in }
    ) throws(FileProblem) -> Int32 {
        let flags = O_WRONLY | O_APPEND | O_CREAT
        do {
            return try opened(path, flags: flags, limit: limit, notice: notice)
        } catch let error where error.isBadPath {
            guard let aside = try SetAside.move(path) else { throw error }
            notice(.setAside(error, to: aside))
            return try opened(path, flags: flags | O_EXCL, limit: limit, notice: notice)
        }
    }

    private static func opened(
        _ path: String, flags: Int32, limit: Int, notice: (FileNotice) -> Void
    ) throws(FileProblem) -> Int32 {
        // With O_CREAT, a missing file is created rather than reported missing.
        guard
            let (descriptor, _) = try CheckedOpen.descriptor(
                for: path, path: path, flags: flags, limit: limit, notice: notice)
        else { throw FileProblem(.system, path: path, reason: "cannot create \(path)") }
        do {
            try FileProtection.protect(path)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }
}
