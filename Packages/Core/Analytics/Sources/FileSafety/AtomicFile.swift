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
/// try AtomicFile.replace("accounts.json", in: backendFolder, with: data)
/// ```
public enum AtomicFile {
    /// Writes `data` to a new temporary file beside `path` (created 0600, never through a
    /// link, with the data-protection class of ``FileProtection``), flushes it to disk, renames
    /// it over `path`, then flushes the folder, so that the rename outlives a crash (a failure
    /// to flush the folder is not reported: the new bytes are in place): a
    /// symbolic link at `path` is replaced, never followed. The folder is the one `path`'s
    /// parent names, a link to it followed; ``replace(_:in:with:)`` writes into a folder held
    /// open instead.
    ///
    /// When `path` already is a regular file (not a link) holding exactly `data`, read as
    /// ``StateFileReader`` reads (its mode set back to 0600), nothing is written: saving an
    /// unchanged state costs a read, not a flush to disk.
    /// - Throws: `.tooLarge` for `data` over ``FileLimits/maximumSize``, which
    ///   ``StateFileReader`` would refuse to read back; `.system` (or the bad path found where
    ///   the file goes). `path` is then untouched and the temporary file removed.
    public static func replace(_ path: String, with data: Data) throws(FileProblem) {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = try StateFolder.open(parent.isEmpty ? "." : parent)
        try replace((path as NSString).lastPathComponent, in: folder, with: data)
    }

    /// Replaces the file `name` in `folder` as ``replace(_:with:)`` does, every call relative
    /// to the folder held open: a folder swapped for a link since it was opened is never
    /// written through.
    /// - Throws: as ``replace(_:with:)``.
    public static func replace(_ name: String, in folder: StateFolder, with data: Data)
        throws(FileProblem)
    {
        let path = folder.file(name)
        guard data.count <= FileLimits.maximumSize else {
            throw FileProblem(
                .tooLarge, path: path,
                reason: "\(path) would hold \(data.count) bytes, over the limit of "
                    + "\(FileLimits.maximumSize) a state file is read with; it was not written")
        }
        guard (try? StateFileReader.read(name, in: folder, limit: data.count)) != data else {
            return
        }
        let temporary = ".\(name).\(UInt64.random(in: .min ... .max)).tmp"
        let descriptor = SystemCall.retrying {
            openat(
                folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                0o600)
        }
        guard descriptor >= 0 else {
            throw FileProblem(errno: errno, path: folder.file(temporary), doing: "create")
        }
        // 0600 whatever the umask, the data-protection class, then every byte, flushed before
        // the rename exposes it; then the folder, flushed so the rename stays.
        var code = fchmod(descriptor, mode_t(FileLimits.fileMode)) == 0 ? 0 : errno
        do {
            if code == 0 { try FileProtection.protect(folder.file(temporary)) }
        } catch {
            close(descriptor)
            unlinkat(folder.descriptor, temporary, 0)
            throw error
        }
        if code == 0 { code = data.withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) } }
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, renameat(folder.descriptor, temporary, folder.descriptor, name) != 0 {
            code = errno
        }
        guard code != 0 else {
            // Best effort: the new bytes are in place either way, and a folder that cannot be
            // flushed is one the next save will try again.
            _ = folder.sync()
            return
        }
        unlinkat(folder.descriptor, temporary, 0)
        throw FileProblem(errno: code, path: path, doing: "write")
    }
}
