public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a state file all at once: a reader sees the old bytes or the new ones, never a
/// mix, and nobody else can read them, not even briefly.
///
/// ```swift
/// try AtomicFile.replace(folder + "/session.json", with: data)
/// ```
public enum AtomicFile {
    /// Writes `data` to a new temporary file beside `path` (created 0600, never through a
    /// link, with the data-protection class of ``FileProtection``), flushes it to disk, then
    /// renames it over `path`: a symbolic link at `path` is replaced, never followed.
    ///
    /// When `path` already is a regular file (not a link) holding exactly `data`, read as
    /// ``StateFileReader`` reads (its mode set back to 0600), nothing is written: saving an
    /// unchanged state costs a read, not a flush to disk.
    /// - Throws: `.tooLarge` for `data` over ``FileLimits/maximumSize``, which
    ///   ``StateFileReader`` would refuse to read back; `.system` (or the bad path found where
    ///   the file goes). `path` is then untouched and the temporary file removed.
    public static func replace(_ path: String, with data: Data) throws(FileProblem) {
        guard data.count <= FileLimits.maximumSize else {
            throw FileProblem(
                .tooLarge, path: path,
                reason: "\(path) would hold \(data.count) bytes, over the limit of "
                    + "\(FileLimits.maximumSize) a state file is read with; it was not written")
        }
        guard (try? StateFileReader.read(path, limit: data.count)) != data else { return }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary =
            (folder.isEmpty ? "" : folder + "/")
            + ".\(name).\(UInt64.random(in: .min ... .max)).tmp"
        let descriptor = SystemCall.retrying {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw FileProblem(errno: errno, path: temporary, doing: "create")
        }
        // 0600 whatever the umask, the data-protection class, then every byte, flushed before
        // the rename exposes it.
        var code = fchmod(descriptor, mode_t(FileLimits.fileMode)) == 0 ? 0 : errno
        do {
            if code == 0 { try FileProtection.protect(temporary) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if code == 0 { code = data.withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) } }
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        guard code != 0 else { return }
        unlink(temporary)
        throw FileProblem(errno: code, path: path, doing: "write")
    }
}
