public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole state file, safely: never through a symbolic link, only a regular file, and
/// only up to ``FileLimits/maximumSize`` (checked with `fstat` before reading).
///
/// ```swift
/// do {
///     guard let data = try StateFileReader.read(path, notice: report) else { return nil }
///     return try JSONDecoder().decode(Session.self, from: data)
/// } catch where error.isBadPath {
///     report(.setAside(error, to: try SetAside.move(path) ?? path))
/// }
/// ```
public enum StateFileReader {
    /// The bytes of the file at `path`, or `nil` when nothing is there.
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes it may hold; ``FileLimits/maximumSize`` by default.
    ///   - notice: told when the file's mode was set back to 0600.
    /// - Throws: a bad path (``FileProblem/isBadPath``: a link, not a regular file, over
    ///   `limit`), `.unavailable` while data protection keeps the file closed (before the
    ///   device's first unlock: `EPERM`, `EACCES`), or `.system` when reading fails.
    public static func read(
        _ path: String, limit: Int = FileLimits.maximumSize, notice: (FileNotice) -> Void = { _ in }
    ) throws(FileProblem) -> Data? {
        try read(path, in: AT_FDCWD, path: path, limit: limit, notice: notice)
    }

    /// The bytes of the file `name` in `folder`, or `nil` when nothing is there: as
    /// ``read(_:limit:notice:)``, the file opened relative to the folder held open.
    public static func read(
        _ name: String, in folder: StateFolder, limit: Int = FileLimits.maximumSize,
        notice: (FileNotice) -> Void = { _ in }
    ) throws(FileProblem) -> Data? {
        try read(name, in: folder.descriptor, path: folder.file(name), limit: limit, notice: notice)
    }

    private static func read(
        _ name: String, in folder: Int32, path: String, limit: Int, notice: (FileNotice) -> Void
    ) throws(FileProblem) -> Data? {
        guard
            let (descriptor, size) = try CheckedOpen.descriptor(
                for: name, in: folder, path: path, flags: O_RDONLY, limit: limit, notice: notice)
        else { return nil }
        defer { close(descriptor) }
        // The file may grow after fstat: read no more than one byte past the limit.
        var data = Data(capacity: min(size, limit) + 1)
        // A state file is small: a chunk of its size and a byte reads it and sees its end.
        var chunk = [UInt8](repeating: 0, count: min(64 * 1024, min(size, limit) + 1))
        while data.count <= limit {
            let wanted = min(chunk.count, limit + 1 - data.count)
            let count = SystemCall.retrying { readBytes(descriptor, &chunk, wanted) }
            guard count >= 0 else { throw FileProblem(errno: errno, path: path, doing: "read") }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        guard data.count <= limit else {
            throw FileProblem(
                .tooLarge, path: path, reason: "\(path) grew over the limit of \(limit) bytes")
        }
        return data
    }
}

/// `read(2)`, named apart from ``StateFileReader/read(_:limit:notice:)``.
private func readBytes(_ descriptor: Int32, _ buffer: inout [UInt8], _ count: Int) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
}
