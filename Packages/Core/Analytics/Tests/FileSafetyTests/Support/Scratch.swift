import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder for one test, removed when the last reference goes away, with helpers to
/// plant the kinds of bad path the package must survive.
final class Scratch: Sendable {
    /// Whether the tests run as root, for whom `chmod 000` does not stop reading.
    static let isRoot = geteuid() == 0

    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appending(path: "file-safety-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/name`.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name`, with `mode`.
    func write(_ text: String, to name: String, mode: Int = 0o600) throws {
        try Data(text.utf8).write(to: URL(filePath: file(name)))
        chmod(file(name), mode_t(mode))
    }

    /// The text of `name`.
    func text(of name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }

    /// The permission bits of `name`, not following a link.
    func mode(of name: String) -> Int {
        var info = stat()
        return lstat(file(name), &info) == 0 ? Int(info.st_mode & 0o7777) : -1
    }

    /// The sorted names in the folder.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Makes `name` a symbolic link to `target` (a path).
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: file(name), withDestinationPath: target)
    }

    /// Makes `name` a folder.
    func folder(_ name: String) throws {
        try FileManager.default.createDirectory(
            atPath: file(name), withIntermediateDirectories: true)
    }

    /// Makes `name` a file of `size` bytes without writing them (a sparse file).
    func sparse(_ name: String, size: Int) throws {
        try write("", to: name)
        guard truncate(file(name), off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
