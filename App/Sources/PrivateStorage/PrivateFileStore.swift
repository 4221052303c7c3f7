public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files readable by their owner only, in one folder: the App's session and scene list, the
/// embedded backend's accounts.
///
/// The folder is 0700 and every file 0600, written to a temporary file and renamed into
/// place so a crash never leaves half a file. A file that cannot be decoded is renamed to
/// `<name>.corrupt` and reported, and reads as missing: it costs nothing else.
///
/// ```swift
/// let store = try PrivateFileStore(folder: stateDirectory) { problem in log(problem) }
/// let session = try store.load(SessionFile.self)
/// try store.save(SessionFile(token: nil))
/// ```
public struct PrivateFileStore: Sendable {
    /// The folder holding the files.
    public let folder: URL
    private let report: @Sendable (PrivateStorageError) -> Void

    /// Creates the folder (and its parents) if needed and makes it private.
    /// - Parameters:
    ///   - folder: where the files live.
    ///   - report: told about each corrupt file set aside.
    /// - Throws: `.storage` if the folder cannot be created or is not a directory.
    public init(folder: URL, report: @escaping @Sendable (PrivateStorageError) -> Void)
        throws(PrivateStorageError)
    {
        self.folder = folder
        self.report = report
        do {
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw PrivateStorageError(
                .storage,
                reason: "Cannot create the folder \(folder.deletingLastPathComponent().path).")
        }
        let path = folder.path
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw PrivateStorageError(
                .storage, reason: "Cannot create \(path): \(Self.errnoText()).")
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw PrivateStorageError(.storage, reason: "\(path) is not a directory.")
        }
        // An older or hand-made folder may be readable by others; what it holds is not theirs.
        guard chmod(path, 0o700) == 0 else {
            throw PrivateStorageError(
                .storage, reason: "Cannot make \(path) private: \(Self.errnoText()).")
        }
    }

    /// The decoded file, or nil if it is missing or was corrupt (then set aside and reported).
    /// - Throws: `.storage` if the file exists but cannot be read or set aside.
    public func load<File: VersionedFile>(_ type: File.Type) throws(PrivateStorageError) -> File? {
        let url = folder.appending(path: File.fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw PrivateStorageError(.storage, reason: "Cannot read \(url.path).")
        }
        if let file = try? JSONDecoder().decode(File.self, from: data),
            file.version == File.currentVersion
        {
            return file
        }
        let aside = url.path + ".corrupt"
        guard rename(url.path, aside) == 0 else {
            throw PrivateStorageError(
                .storage, reason: "Cannot set the corrupt \(url.path) aside: \(Self.errnoText()).")
        }
        report(
            PrivateStorageError(
                .corruptFile,
                reason: "\(url.path) could not be decoded; it was moved to \(aside) and "
                    + "starts afresh."))
        return nil
    }

    /// Writes the file atomically with mode 0600.
    /// - Throws: `.storage` if it cannot be written.
    public func save(_ file: some VersionedFile) throws(PrivateStorageError) {
        let type = type(of: file)
        let target = folder.appending(path: type.fileName).path
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(file)
        } catch {
            throw PrivateStorageError(.storage, reason: "Cannot encode \(type.fileName).")
        }
        let suffix = UInt64.random(in: .min ... .max)
        let temporary = folder.appending(path: ".\(type.fileName).\(suffix).tmp").path
        do throws(PrivateStorageError) {
            try Self.writeNewFile(data, to: temporary)
            guard rename(temporary, target) == 0 else {
                throw PrivateStorageError(
                    .storage, reason: "Cannot replace \(target): \(Self.errnoText()).")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func writeNewFile(_ data: Data, to path: String) throws(PrivateStorageError) {
        // Created 0600 from the start: the file is never readable by others, not even briefly.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PrivateStorageError(.storage, reason: "Cannot create \(path): \(errnoText()).")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written, fsync(descriptor) == 0 else {
            throw PrivateStorageError(.storage, reason: "Cannot write \(path): \(errnoText()).")
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
