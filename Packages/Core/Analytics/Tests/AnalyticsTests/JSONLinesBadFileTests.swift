import Analytics
import AnalyticsLive
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What stands where the events go, planted before the first event.
enum BadEventsFile: String, CaseIterable, Sendable {
    case symlink, danglingSymlink, directory, fifo, tooLarge

    /// Every case: each can be planted by whoever runs the tests.
    static var testable: [BadEventsFile] { allCases }
}

/// A bad events file is set aside once and a fresh one started; nothing it points at is
/// touched; a loose mode is set back.
@Suite struct JSONLinesBadFileTests {
    private let directory = FileManager.default.temporaryDirectory
        .appending(path: "analytics-bad-\(UUID().uuidString)")
    private var file: URL { directory.appending(path: "analytics.jsonl") }
    private var target: URL { directory.appending(path: "target.txt") }

    private func plant(_ bad: BadEventsFile) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: target)
        switch bad {
        case .symlink: try link(to: target.path)
        case .danglingSymlink: try link(to: directory.appending(path: "nowhere").path)
        case .directory:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        case .fifo: #expect(mkfifo(file.path, 0o600) == 0)
        case .tooLarge:
            try Data().write(to: file)
            #expect(truncate(file.path, off_t(4 * 1024 * 1024 + 1)) == 0)
        }
    }

    private func link(to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: destination)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test(arguments: BadEventsFile.testable)
    func badFileIsSetAsideOnceAndEventsGoToAFreshOne(_ bad: BadEventsFile) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try plant(bad)
        let errors = Collector<AnalyticsSinkError>()
        let analytics = JSONLinesFileAnalytics(fileURL: file, onError: errors.append)
        analytics.track(.screenViewed("home"))
        analytics.track(.screenViewed("search"))

        #expect(errors.values.map(\.code) == [.setAside])
        #expect(errors.values.first?.reason.contains("analytics.jsonl.corrupt") == true)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "nowhere").path))
        #expect(try names() == ["analytics.jsonl", "analytics.jsonl.corrupt", "target.txt"])
    }

    /// A file that cannot be opened (`EACCES`, as data protection may say before the device's
    /// first unlock) is no bad file: it is left as it is, and the event reported unwritten.
    @Test(.enabled(if: geteuid() != 0, "root writes a file whatever its mode"))
    func anUnwritableFileIsLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: file)
        #expect(chmod(file.path, 0) == 0)
        let errors = Collector<AnalyticsSinkError>()
        JSONLinesFileAnalytics(fileURL: file, onError: errors.append).track(.screenViewed("x"))
        #expect(errors.values.map(\.code) == [.cannotOpenFile])
        #expect(try names() == ["analytics.jsonl"])
    }

    @Test func earlierCopiesAreNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try plant(.directory)
        try Data("first\n".utf8).write(to: directory.appending(path: "analytics.jsonl.corrupt"))
        let errors = Collector<AnalyticsSinkError>()
        JSONLinesFileAnalytics(fileURL: file, onError: errors.append).track(.screenViewed("x"))
        #expect(errors.values.first?.reason.contains("analytics.jsonl.corrupt-1") == true)
        #expect(
            try String(
                contentsOf: directory.appending(path: "analytics.jsonl.corrupt"), encoding: .utf8)
                == "first\n")
    }

    @Test func looseModeIsSetBackWithANotice() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o644) == 0)
        let errors = Collector<AnalyticsSinkError>()
        JSONLinesFileAnalytics(fileURL: file, onError: errors.append).track(.screenViewed("x"))
        #expect(errors.values.map(\.code) == [.modeRestored])
        #expect(errors.values.first?.reason.contains("0644") == true)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("old\n{"))
    }
}
