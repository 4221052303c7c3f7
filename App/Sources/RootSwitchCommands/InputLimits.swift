import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much `rootswitch` takes of what it is given to read: a line typed, pasted, piped or in
/// a script, a `--script` file, a `--replay` journal. Past a limit it says so and reads no
/// more, so `--script /dev/zero` or a paste of a megabyte costs a bounded amount of memory.
package enum InputLimits {
    /// The most UTF-8 bytes a command line may have: 16 KiB, many times the longest link the
    /// App takes. A longer line is not run (`invalid_command`).
    package static let lineBytes = 16 * 1024
    /// The most bytes a `--script` file may have: 1 MiB.
    package static let scriptBytes = 1024 * 1024
    /// The most bytes a `--replay` journal may have: 64 MiB.
    package static let journalBytes = 64 * 1024 * 1024

    /// The bytes of the file at `path`, at most `limit` of them, read without trusting its
    /// size: a device or a pipe is read up to one byte past the limit.
    /// - Parameter what: what the file is, for the error (`the script`).
    /// - Throws: when it cannot be opened or read, or has more than `limit` bytes.
    static func read(_ path: String, limit: Int, what: String) throws(UsageError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw UsageError("cannot read \(what) \(path): \(why(errno))")
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let wanted = min(chunk.count, limit + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress, wanted)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw UsageError("cannot read \(what) \(path): \(why(errno))")
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
        }
        throw UsageError("\(what) \(path) is longer than \(limit) bytes, the most it may have")
    }

    /// Why a file cannot be read, in words.
    private static func why(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EISDIR: "it is a folder"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}
