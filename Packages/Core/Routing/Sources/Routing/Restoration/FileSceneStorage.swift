public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scene storage in a directory: one file per scene (`scene-1.json`), readable by its owner
/// only (0600, in a 0700 directory), replaced atomically by writing a temporary file and
/// renaming it over the old one. A corrupt file is set aside as `scene-1.json.corrupt`.
///
/// ```swift
/// let storage = FileSceneStorage(directory: stateDirectory.appendingPathComponent("scenes"))
/// ```
public struct FileSceneStorage: SceneStateStorage {
    private let directory: URL

    /// Creates a storage in `directory`, which is created on the first save.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The bytes saved for `scene`, or `nil` when there is no file.
    /// - Throws: ``RoutingError/Code/storageFailed`` when the file cannot be read.
    public func load(_ scene: SceneID) throws(RoutingError) -> Data? {
        let path = file(for: scene)
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
            return nil
        } catch {
            throw RoutingError(.storageFailed, reason: "cannot read \(path): \(error)")
        }
    }

    /// Writes `data` to a temporary 0600 file beside the scene's file, flushes it, then
    /// renames it over the scene's file.
    /// - Throws: ``RoutingError/Code/storageFailed``; the old file is then untouched.
    public func save(_ data: Data, for scene: SceneID) throws(RoutingError) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw RoutingError(.storageFailed, reason: "cannot create \(directory.path): \(error)")
        }
        let path = file(for: scene)
        let temporary = directory.appendingPathComponent(".\(scene).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create", temporary, errno) }
        var error = Self.writeAll(data, to: descriptor)
        if close(descriptor) != 0, error == 0 { error = errno }
        if error == 0, rename(temporary, path) != 0 { error = errno }
        guard error != 0 else { return }
        unlink(temporary)
        throw failure("cannot write", path, error)
    }

    /// Deletes the scene's file, if any.
    /// - Throws: ``RoutingError/Code/storageFailed`` when it exists but cannot be deleted.
    public func remove(_ scene: SceneID) throws(RoutingError) {
        let path = file(for: scene)
        guard unlink(path) == 0 || errno == ENOENT else {
            throw failure("cannot remove", path, errno)
        }
    }

    /// Renames the scene's file to `<name>.corrupt`, replacing an older one.
    /// - Throws: ``RoutingError/Code/storageFailed`` when it exists but cannot be moved.
    public func setAside(_ scene: SceneID) throws(RoutingError) {
        let path = file(for: scene)
        guard rename(path, path + ".corrupt") == 0 || errno == ENOENT else {
            throw failure("cannot set aside", path, errno)
        }
    }

    private func file(for scene: SceneID) -> String {
        directory.appendingPathComponent("\(scene).json").path
    }

    private func failure(_ action: String, _ path: String, _ code: Int32) -> RoutingError {
        RoutingError(
            .storageFailed, reason: "\(action) \(path): \(String(cString: strerror(code)))")
    }

    /// Writes every byte, forces 0600 whatever the umask, and flushes to disk so the rename
    /// never exposes a file whose contents are still in flight.
    /// - Returns: 0, or the `errno` of the first failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        guard fchmod(descriptor, 0o600) == 0 else { return errno }
        let error = data.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : EIO }
                offset += count
            }
            return 0
        }
        guard error == 0 else { return error }
        return fsync(descriptor) == 0 ? 0 : errno
    }
}
