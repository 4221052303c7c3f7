import FileSafety
public import Foundation

/// Files readable by their owner only, in one folder: the App's session and scene list, the
/// embedded backend's accounts.
///
/// The folder is 0700 and every file 0600, written to a temporary file and renamed into
/// place so a crash never leaves half a file. Files are opened without following a symbolic
/// link and checked on the opened descriptor (FileSafety). A bad file (a link, not a regular
/// file, unreadable, over 4 MiB, not decodable, another schema version) is moved aside as
/// `<name>.corrupt` (or `.corrupt-1`, ...), reported once, and reads as missing: it costs
/// nothing else. A loose mode is set back to 0600 (0700 for the folder) and reported.
///
/// ```swift
/// let store = try PrivateFileStore(folder: stateDirectory) { problem in log(problem) }
/// let session = store.load(SessionFile.self)
/// try store.save(SessionFile(token: nil))
/// ```
public struct PrivateFileStore: Sendable {
    /// The folder holding the files.
    public let folder: URL
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
        self.init(checked: folder, report: report)
    }

    private init(checked folder: URL, report: @escaping @Sendable (PrivateStorageError) -> Void) {
        self.folder = folder
        self.report = report
    }

    /// A store for the folder `name` inside this one (the embedded backend's `backend/`):
    /// created 0700 if missing, never followed if it is a symbolic link, set aside and made
    /// afresh if it is not a usable directory, its mode set back to 0700 otherwise.
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
        return PrivateFileStore(checked: url, report: report)
    }

    /// The decoded file, or nil if it is missing or bad (then set aside and reported).
    public func load<File: VersionedFile>(_ type: File.Type) -> File? {
        let path = folder.appending(path: File.fileName).path
        let data: Data?
        do {
            data = try StateFileReader.read(path) { report(PrivateStorageError($0)) }
        } catch let error where error.isBadPath {
            setAside(path, because: error)
            return nil
        } catch {
            report(PrivateStorageError(.storage, error))
            return nil
        }
        guard let data else { return nil }
        let decoded = Result { try JSONDecoder().decode(File.self, from: data) }
        if case .success(let file) = decoded, file.version == File.currentVersion { return file }
        let current = File.currentVersion
        let why =
            switch decoded {
            case .success(let file): "has schema version \(file.version), not \(current)"
            case .failure: "is not a \(File.fileName) this build can decode"
            }
        setAside(path, because: FileProblem(.wrongType, path: path, reason: "\(path) \(why)"))
        return nil
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
        do {
            try AtomicFile.replace(folder.appending(path: type.fileName).path, with: data)
        } catch {
            throw PrivateStorageError(.storage, error)
        }
    }

    /// Moves a bad file aside and reports it once; when it cannot be moved, reports that.
    private func setAside(_ path: String, because problem: FileProblem) {
        do {
            let aside = try SetAside.move(path) ?? path
            report(PrivateStorageError(.setAside(problem, to: aside)))
        } catch {
            report(
                PrivateStorageError(
                    .storage, reason: "\(problem.reason); it could not be set aside: \(error)",
                    underlying: error))
        }
    }
}
