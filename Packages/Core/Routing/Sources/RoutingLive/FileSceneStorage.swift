import FileSafety
public import Foundation
public import Routing
public import RoutingScenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scene storage in a directory: one file per scene (`scene-1.json`), readable by its owner
/// only (0600, in a 0700 directory), replaced atomically by writing a temporary file and
/// renaming it over the old one.
///
/// Nothing is followed through a symbolic link: the directory is set aside (and made
/// afresh) when it is a link or not a directory, and a scene file is opened with
/// `O_NOFOLLOW` and checked on its descriptor. A file that is a link, not a regular file,
/// unreadable or over 4 MiB is refused unread (``RoutingError/Code/unusableFile``), and
/// ``NavigationRestoration`` has it set aside as `scene-1.json.corrupt` (or `.corrupt-1`,
/// ...), as it does a file that does not decode. A loose mode is set back to 0600 (0700
/// for the directory), with a notice.
///
/// ```swift
/// let storage = FileSceneStorage(directory: stateDirectory.appendingPathComponent("scenes"))
/// ```
public struct FileSceneStorage: SceneStateStorage {
    /// The folder's path, made once: a URL makes it anew at every ask.
    private let directory: String
    private let onNotice: @Sendable (String) -> Void

    /// Creates a storage in `directory`, which is created when first used; what it puts
    /// right (a mode, a bad directory) goes unreported.
    public init(directory: URL) {
        self.init(directory: directory) { _ in }
    }

    /// Creates a storage in `directory`, which is created when first used.
    /// - Parameters:
    ///   - directory: the folder of the scene files.
    ///   - onNotice: told when a mode was set back, a bad directory set aside or a file could
    ///     not be kept out of backups; may be called from any thread.
    public init(directory: URL, onNotice: @escaping @Sendable (String) -> Void) {
        self.directory = directory.path
        self.onNotice = onNotice
    }

    /// The bytes saved for `scene`, or `nil` when there is no file.
    /// - Throws: ``RoutingError/Code/unusableFile`` when the file is a link, not a regular
    ///   file, unreadable or over 4 MiB; ``RoutingError/Code/storageFailed`` when it cannot
    ///   be read otherwise.
    public func load(_ scene: SceneID) throws(RoutingError) -> Data? {
        let path = try file(for: scene)
        do {
            return try StateFileReader.read(path) { onNotice($0.description) }
        } catch {
            throw RoutingError(
                error.isBadPath ? .unusableFile : .storageFailed, reason: error.reason)
        }
    }

    /// Writes `data` to a temporary 0600 file beside the scene's file (with the data-protection
    /// class every state file has), flushes it, then renames it over the scene's file, kept
    /// out of backups on Apple's systems.
    /// - Throws: ``RoutingError/Code/storageFailed``; the old file is then untouched.
    public func save(_ data: Data, for scene: SceneID) throws(RoutingError) {
        let path = try file(for: scene)
        do {
            try AtomicFile.replace(path, with: data)
        } catch {
            throw RoutingError(.storageFailed, reason: error.reason)
        }
        // Saved navigation is rebuilt from nothing at worst: backups need not hold it.
        do {
            try FileProtection.excludeFromBackup(path)
        } catch {
            onNotice(error.reason)
        }
    }

    /// Deletes the scene's file (a link itself, never its target), if any.
    /// - Throws: ``RoutingError/Code/storageFailed`` when it exists but cannot be deleted.
    public func remove(_ scene: SceneID) throws(RoutingError) {
        let path = try file(for: scene)
        guard unlink(path) == 0 || errno == ENOENT else {
            throw RoutingError(
                .storageFailed,
                reason: FileProblem(errno: errno, path: path, doing: "remove").reason)
        }
    }

    /// Moves the scene's file to `<name>.corrupt`, or `.corrupt-1`, ... when that exists,
    /// never replacing an earlier one.
    /// - Throws: ``RoutingError/Code/storageFailed`` when it exists but cannot be moved.
    public func setAside(_ scene: SceneID) throws(RoutingError) {
        let path = try file(for: scene)
        do {
            _ = try SetAside.move(path)
        } catch {
            throw RoutingError(.storageFailed, reason: error.reason)
        }
    }

    /// The path of the scene's file, once the directory is known to be a private directory
    /// (created, set aside or set back to 0700 as needed).
    private func file(for scene: SceneID) throws(RoutingError) -> String {
        do {
            try PrivateFolder.prepareSubfolder(directory) { onNotice($0.description) }
        } catch {
            throw RoutingError(.storageFailed, reason: error.reason)
        }
        return directory + "/\(scene.key).json"
    }
}
