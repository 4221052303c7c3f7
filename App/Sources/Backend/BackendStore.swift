import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads and writes the backend's state files in `<state directory>/backend/`.
///
/// The folder is 0700 and every file 0600, written to a temporary file and renamed into
/// place so a crash never leaves half a file. A file that cannot be decoded is renamed to
/// `<name>.corrupt` and reported, and reads as missing.
struct BackendStore: Sendable {
    let folder: URL
    private let report: @Sendable (BackendError) -> Void

    /// Creates the state directory if needed and the backend folder inside it.
    /// - Throws: `.storage` if either cannot be created or is not a directory.
    init(stateDirectory: URL, report: @escaping @Sendable (BackendError) -> Void)
        throws(BackendError)
    {
        folder = stateDirectory.appending(path: "backend", directoryHint: .isDirectory)
        self.report = report
        do {
            try FileManager.default.createDirectory(
                at: stateDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw BackendError(
                .storage, reason: "Cannot create the state directory \(stateDirectory.path).")
        }
        let path = folder.path
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw BackendError(.storage, reason: "Cannot create \(path): \(Self.errnoText()).")
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw BackendError(.storage, reason: "\(path) is not a directory.")
        }
        // An older or hand-made folder may be readable by others; the hashes are not theirs.
        guard chmod(path, 0o700) == 0 else {
            throw BackendError(
                .storage, reason: "Cannot make \(path) private: \(Self.errnoText()).")
        }
    }

    /// The decoded file, or nil if it is missing or was corrupt (then set aside and reported).
    /// - Throws: `.storage` if the file exists but cannot be read or set aside.
    func load<File: StateFile>(_ type: File.Type) throws(BackendError) -> File? {
        let url = folder.appending(path: File.fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw BackendError(.storage, reason: "Cannot read \(url.path).")
        }
        if let file = try? JSONDecoder().decode(File.self, from: data),
            file.version == File.currentVersion
        {
            return file
        }
        let aside = url.path + ".corrupt"
        guard rename(url.path, aside) == 0 else {
            throw BackendError(
                .storage, reason: "Cannot set the corrupt \(url.path) aside: \(Self.errnoText()).")
        }
        report(
            BackendError(
                .corruptFile,
                reason: "\(url.path) could not be decoded; it was moved to \(aside) and the "
                    + "backend starts that file afresh."))
        return nil
    }

    /// Writes the file atomically with mode 0600.
    /// - Throws: `.storage` if it cannot be written.
    func save(_ file: some StateFile) throws(BackendError) {
        let type = type(of: file)
        let target = folder.appending(path: type.fileName).path
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(file)
        } catch {
            throw BackendError(.storage, reason: "Cannot encode \(type.fileName).")
        }
        let suffix = UInt64.random(in: .min ... .max)
        let temporary = folder.appending(path: ".\(type.fileName).\(suffix).tmp").path
        do throws(BackendError) {
            try Self.write(data, to: temporary)
            guard rename(temporary, target) == 0 else {
                throw BackendError(
                    .storage, reason: "Cannot replace \(target): \(Self.errnoText()).")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func write(_ data: Data, to path: String) throws(BackendError) {
        // Created 0600 from the start: the file is never readable by others, not even briefly.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw BackendError(.storage, reason: "Cannot create \(path): \(errnoText()).")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written, fsync(descriptor) == 0 else {
            throw BackendError(.storage, reason: "Cannot write \(path): \(errnoText()).")
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
