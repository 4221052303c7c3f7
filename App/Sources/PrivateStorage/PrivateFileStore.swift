import FileSafety
public import Foundation

/// Files readable by their owner only, in one folder: the App's session and scene list, the
/// embedded backend's accounts.
///
/// The folder is 0700 and every file 0600, written to a temporary file and renamed into
/// place so a crash never leaves half a file, with the data-protection class every state file
/// has on Apple's devices (FileSafety's `FileProtection`) and, for a file the app can rebuild
/// (``VersionedFile/isExcludedFromBackup``), kept out of backups. Files are opened without
/// following a symbolic link and checked on the opened descriptor (FileSafety). A bad file (a
/// link, not a regular file, unreadable, over 4 MiB, not decodable, another schema version)
/// is moved aside as `<name>.corrupt` (or `.corrupt-1`, ...), or removed when it may hold a
/// secret (``VersionedFile/holdsSecret``), reported once, and reads as missing: it costs
/// nothing else. A file data protection keeps closed (before the device's first unlock) is
/// not bad (`EPERM`, `EACCES`): it is left as it is (``read(_:)`` throws `.unavailable`). A
/// loose mode is set back
/// to 0600 (0700 for the folder) and reported.
///
/// ```swift
/// let store = try PrivateFileStore(folder: stateDirectory) { problem in log(problem) }
/// let scenes = store.load(SceneListFile.self)
/// try store.save(SceneListFile(scenes: [1, 2], current: 1))
/// ```
public struct PrivateFileStore: Sendable {
    /// The folder holding the files.
    public let folder: URL
    /// The state directory, and the folders from it to ``folder``: opened at every use, the
    /// state directory following a link to it, each folder inside never (``StateFolder``).
    /// The state directory's path is made once: a URL makes it anew at every ask.
    private let root: URL
    private let rootPath: String
    private let subfolders: [String]
    private let report: @Sendable (PrivateStorageError) -> Void

    /// Opens a state directory: creates it (and its parents) 0700 if missing, refuses it when
    /// it is not safe, and sets its mode back to 0700 otherwise.
    /// - Parameters:
    ///   - folder: the state directory; a symbolic link to it is followed (the user chose it).
    ///   - report: told about each bad file set aside and each mode set back.
    /// - Throws: `.unsafeFolder` when another user owns the folder or group or others may
    ///   write to it (the reason says what to do instead); `.storage` when it cannot be
    ///   created or is not a directory.
    public init(folder: URL, report: @escaping @Sendable (PrivateStorageError) -> Void)
        throws(PrivateStorageError)
    {
        do {
            try PrivateFolder.prepareStateDirectory(folder.path) { report(PrivateStorageError($0)) }
        } catch {
            throw PrivateStorageError(error.code == .unsafeFolder ? .unsafeFolder : .storage, error)
        }
        self.init(root: folder, subfolders: [], report: report)
    }

    private init(
        root: URL, subfolders: [String], report: @escaping @Sendable (PrivateStorageError) -> Void
    ) {
        self.root = root
        rootPath = root.path
        self.subfolders = subfolders
        folder = subfolders.reduce(root) { $0.appending(path: $1, directoryHint: .isDirectory) }
        self.report = report
    }

    /// A store for the folder `name` inside this one (the embedded backend's `backend/`):
    /// created 0700 if missing, never followed if it is a symbolic link, set aside and made
    /// afresh if it is not a usable directory, its mode set back to 0700 otherwise. Each use
    /// opens it again without following a link: a link put in its place later is refused.
    /// - Throws: `.storage` when it cannot be made.
    public func subfolder(_ name: String) throws(PrivateStorageError) -> PrivateFileStore {
        let url = folder.appending(path: name, directoryHint: .isDirectory)
        do {
            try PrivateFolder.prepareSubfolder(url.path) { [report] in
                report(PrivateStorageError($0))
            }
        } catch {
            throw PrivateStorageError(.storage, error)
        }
        return PrivateFileStore(root: root, subfolders: subfolders + [name], report: report)
    }

    /// The folder, opened now: the state directory (a link to it followed), then each folder
    /// inside it, never through a link.
    /// - Throws: `.unavailable` while data protection keeps it closed, `.storage` otherwise (a
    ///   link where a folder belongs among them).
    private func opened() throws(PrivateStorageError) -> StateFolder {
        do {
            var folder = try StateFolder.open(rootPath)
            for name in subfolders { folder = try folder.subfolder(name) }
            return folder
        } catch {
            throw PrivateStorageError(error.code == .unavailable ? .unavailable : .storage, error)
        }
    }

    /// The decoded file, or nil if it is missing, bad (then set aside, or removed if it may
    /// hold a secret, and reported) or cannot be read now (reported, and left as it is).
    public func load<File: VersionedFile>(_ type: File.Type) -> File? {
        do {
            return try read(type)
        } catch {
            report(error)
            return nil
        }
    }

    /// The decoded file, or nil if it is missing or bad (then set aside, or removed if it may
    /// hold a secret, and reported).
    /// - Throws: `.unavailable` when data protection keeps it closed (`EPERM`, `EACCES`: a
    ///   prewarmed launch before the device's first unlock), the file left as it is;
    ///   `.storage` when the system fails otherwise.
    public func read<File: VersionedFile>(_ type: File.Type) throws(PrivateStorageError) -> File? {
        guard case .found(let file) = try look(for: type) else { return nil }
        return file
    }

    /// What ``look(for:)`` found.
    public enum Lookup<File: VersionedFile> {
        /// No file is there.
        case missing
        /// A file was there that could not be read as `File` (a link, not a regular file,
        /// over 4 MiB, not decodable, another schema version): it was set aside, or removed
        /// if it may hold a secret, and reported. Someone wrote it: it is not a fresh device.
        case setAside
        /// The file, decoded.
        case found(File)
    }

    /// The decoded file, or whether it is missing or was bad (then set aside, or removed if
    /// it may hold a secret, and reported): ``read(_:)``, telling a bad file from none.
    /// - Throws: `.unavailable` when data protection keeps it closed (`EPERM`, `EACCES`), the
    ///   file left as it is; `.storage` when the system fails otherwise.
    public func look<File: VersionedFile>(for type: File.Type) throws(PrivateStorageError)
        -> Lookup<File>
    {
        let folder = try opened()
        let path = folder.file(File.fileName)
        let data: Data?
        do {
            data = try StateFileReader.read(File.fileName, in: folder) {
                report(PrivateStorageError($0))
            }
        } catch let error where error.isBadPath {
            discard(File.fileName, in: folder, holdingSecret: File.holdsSecret, because: error)
            return .setAside
        } catch {
            throw PrivateStorageError(error.code == .unavailable ? .unavailable : .storage, error)
        }
        guard let data else { return .missing }
        let decoded = Result { try JSONDecoder().decode(File.self, from: data) }
        if case .success(let file) = decoded, file.version == File.currentVersion {
            return .found(file)
        }
        let current = File.currentVersion
        let why =
            switch decoded {
            case .success(let file): "has schema version \(file.version), not \(current)"
            case .failure: "is not a \(File.fileName) this build can decode"
            }
        discard(
            File.fileName, in: folder, holdingSecret: File.holdsSecret,
            because: FileProblem(.wrongType, path: path, reason: "\(path) \(why)"))
        return .setAside
    }

    /// Writes the file atomically with mode 0600 (a symbolic link in its place is replaced,
    /// never followed).
    /// - Throws: `.storage` if it cannot be written.
    public func save(_ file: some VersionedFile) throws(PrivateStorageError) {
        let type = type(of: file)
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(file)
        } catch {
            throw PrivateStorageError(
                .storage, reason: "Cannot encode \(type.fileName).", underlying: error)
        }
        let folder = try opened()
        let path = folder.file(type.fileName)
        do {
            try AtomicFile.replace(type.fileName, in: folder, with: data)
        } catch {
            throw PrivateStorageError(error.code == .unavailable ? .unavailable : .storage, error)
        }
        guard type.isExcludedFromBackup else { return }
        do {
            try FileProtection.excludeFromBackup(path)
        } catch {
            report(PrivateStorageError(.storage, error))
        }
    }

    /// Removes the file, if it is there (a symbolic link itself, never its target).
    /// - Throws: `.storage` when it is there and cannot be removed.
    public func remove<File: VersionedFile>(_ type: File.Type) throws(PrivateStorageError) {
        let folder = try opened()
        do {
            try folder.remove(type.fileName)
        } catch {
            throw PrivateStorageError(.storage, error)
        }
    }

    /// Removes what earlier builds set aside of the file (`NAME.corrupt`, `NAME.corrupt-1`,
    /// ...): for a file that may hold a secret, those copies may hold it too.
    /// - Returns: the names removed.
    @discardableResult
    public func removeSetAsideCopies<File: VersionedFile>(of type: File.Type) -> [String] {
        let prefix = type.fileName + ".corrupt"
        guard let folder = try? opened(), let names = try? folder.names() else { return [] }
        return names.filter { $0.hasPrefix(prefix) }.sorted().filter { name in
            do throws(FileProblem) {
                return try folder.remove(name)
            } catch {
                report(PrivateStorageError(.storage, error))
                return false
            }
        }
    }

    /// Moves a bad file aside, or removes it when it may hold a secret, and reports it once;
    /// when it cannot be moved or removed, reports that.
    private func discard(
        _ name: String, in folder: StateFolder, holdingSecret: Bool,
        because problem: FileProblem
    ) {
        do throws(FileProblem) {
            if holdingSecret {
                try folder.remove(name)
                report(
                    PrivateStorageError(
                        .corruptFile,
                        reason: "\(problem.reason); it was removed, since it may hold a secret",
                        underlying: problem))
            } else {
                let aside = try SetAside.move(name, in: folder) ?? folder.file(name)
                report(PrivateStorageError(.setAside(problem, to: aside)))
            }
        } catch {
            let what = holdingSecret ? "removed" : "set aside"
            report(
                PrivateStorageError(
                    .storage, reason: "\(problem.reason); it could not be \(what): \(error.reason)",
                    underlying: error))
        }
    }
}
