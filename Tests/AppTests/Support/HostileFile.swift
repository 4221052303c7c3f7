import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of the state directory that the hostile-file tests replace.
enum StateFile: String, CaseIterable, Sendable {
    case session = "session.json"
    case token = "session-token.json"
    case sceneList = "scenes.json"
    case scene = "scenes/scene-1.json"
    case analytics = "analytics.jsonl"
    case accounts = "backend/accounts.json"
    case sessions = "backend/sessions.json"
    case deletedItems = "backend/deleted-items.json"

    /// JSON of the right version but not the file's shape; `nil` for the events file, which
    /// is appended to and never parsed.
    var wrongShape: String? {
        switch self {
        case .scene: #"{"schemaVersion":1,"hello":"world"}"#
        case .analytics: nil
        default: #"{"version":1,"hello":"world"}"#
        }
    }

    /// Whether the file holds a secret (the token): a bad one is removed, never set aside.
    var holdsSecret: Bool { self == .token }

    /// What the one notice about it contains: its path, or for a scene file the scene's
    /// restoration failure (whose reason, for a wrong shape, is the decoder's).
    var marker: String {
        self == .scene ? "scene 1: saved navigation not restored" : "/" + rawValue
    }
}

/// What is planted in a state file's place.
enum BadKind: String, CaseIterable, Sendable {
    /// A symbolic link to a file outside the state directory, holding a copy of the real one.
    case symlink
    case directory
    /// A (sparse) file one byte over 4 MiB.
    case tooLarge
    case wrongShape

    /// What can be tested by whoever runs the tests: every kind. (A file that cannot be
    /// opened, `EACCES`, is no bad file: data protection may say so before the device's first
    /// unlock, and it is left as it is: `LockedFileTests`.)
    static var testable: [BadKind] { allCases }
}

/// One cell of the file × kind table.
struct HostileCase: Sendable, CustomTestStringConvertible {
    let file: StateFile
    let kind: BadKind

    var testDescription: String { "\(file.rawValue) as \(kind.rawValue)" }

    /// Every cell but a wrong shape for the events file, which has none.
    static var all: [HostileCase] {
        StateFile.allCases.flatMap { file in
            BadKind.testable.compactMap { kind in
                kind == .wrongShape && file.wrongShape == nil
                    ? nil : HostileCase(file: file, kind: kind)
            }
        }
    }

    /// Replaces `file` in `directory` with the bad kind; a link points at `outside`, which
    /// gets a copy of the file first.
    func plant(in directory: URL, outside: URL) throws {
        let path = directory.appending(path: file.rawValue)
        let original = try Data(contentsOf: path)
        try FileManager.default.removeItem(at: path)
        switch kind {
        case .symlink:
            try original.write(to: outside)
            try FileManager.default.createSymbolicLink(at: path, withDestinationURL: outside)
        case .directory:
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
            try Data("inside".utf8).write(to: path.appending(path: "inside.txt"))
        case .tooLarge:
            try Self.write(Data(), to: path, mode: 0o600)
            #expect(truncate(path.path, off_t(4 * 1024 * 1024 + 1)) == 0)
        case .wrongShape:
            try Self.write(Data((file.wrongShape ?? "").utf8), to: path, mode: 0o600)
        }
    }

    /// Whether `path` is a regular file itself (not through a link).
    static func isRegularFile(_ path: URL) -> Bool {
        var info = stat()
        return lstat(path.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Writes `data` with `mode` (0600 as the App writes, so no mode notice muddles the count).
    static func write(_ data: Data, to path: URL, mode: Int) throws {
        guard FileManager.default.createFile(atPath: path.path, contents: data) else {
            throw CocoaError(.fileWriteUnknown)
        }
        #expect(chmod(path.path, mode_t(mode)) == 0)
    }
}
