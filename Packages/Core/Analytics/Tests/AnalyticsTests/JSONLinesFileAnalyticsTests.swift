import Analytics
import AnalyticsLive
import Foundation
import TestSupport
import Testing

@Suite struct JSONLinesFileAnalyticsTests {
    private let directory = FileManager.default.temporaryDirectory
        .appending(path: "analytics-tests-\(UUID().uuidString)")
    private let epoch = Date(timeIntervalSince1970: 0)

    private func lines(of file: URL) throws -> [String] {
        try String(decoding: Data(contentsOf: file), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    private func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func writesOneJSONObjectPerLine() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let epoch = epoch
        let analytics = JSONLinesFileAnalytics(fileURL: file, now: { epoch })
        analytics.track(.screenViewed("home/search"))
        analytics.track(AnalyticsEvent("sign_in", ["token": "abc", "result": "ok"]))
        #expect(
            try lines(of: file) == [
                #"{"name":"screen_viewed","properties":{"screen":"home/search"},"#
                    + #""time":"1970-01-01T00:00:00.000Z"}"#,
                #"{"name":"sign_in","properties":{"result":"ok","token":"[redacted]"},"#
                    + #""time":"1970-01-01T00:00:00.000Z"}"#,
                "",
            ])
    }

    @Test func linesDecodeBackInOrder() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let events: [AnalyticsEvent] = [
            .screenViewed("intro"), .onboardingStep("welcome"),
            AnalyticsEvent("quote", ["text": "a \"b\"\nc"]),
        ]
        let analytics = JSONLinesFileAnalytics(fileURL: file)
        for event in events { analytics.track(event) }
        let decoded = try lines(of: file).dropLast().map {
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8))
        }
        #expect(decoded == events)
    }

    /// Each character a JSON string escapes, and some it need not, come back as they were,
    /// in keys and values; the keys are written in order.
    @Test func everyCharacterDecodesBack() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let awkward =
            String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
            + "\"\\/\u{7F}\u{2028}é😀"
        let event = AnalyticsEvent("awkward", ["b": awkward, "a": "plain", "B\n\"": awkward])
        JSONLinesFileAnalytics(fileURL: file).track(event)
        let line = try #require(try lines(of: file).first)
        #expect(try JSONDecoder().decode(AnalyticsEvent.self, from: Data(line.utf8)) == event)
        #expect(line.hasPrefix(#"{"name":"awkward","properties":{"B\n\"":"\u0000\u0001"#))
        #expect(line.contains(#"\u001f\"\\/\#u{7F}\#u{2028}é😀","a":"plain","b":"#))
    }

    @Test func appendsToExistingFile() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        JSONLinesFileAnalytics(fileURL: file).track(.screenViewed("first"))
        JSONLinesFileAnalytics(fileURL: file).track(.screenViewed("second"))
        let screens = try lines(of: file).dropLast().map {
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8)).properties["screen"]
        }
        #expect(screens == ["first", "second"])
    }

    @Test func createsFileAndDirectoryForOwnerOnly() throws {
        defer { removeDirectory() }
        let nested = directory.appending(path: "state/analytics")
        let file = nested.appending(path: "events.jsonl")
        JSONLinesFileAnalytics(fileURL: file).track(.screenViewed("home"))
        let fileMode =
            try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: nested.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
    }

    @Test func concurrentTrackingLosesNothing() async throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let analytics = JSONLinesFileAnalytics(fileURL: file)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 { analytics.track(.screenViewed("\(task)-\(index)")) }
                }
            }
        }
        let screens = try lines(of: file).dropLast().map {
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8)).properties["screen"]
                ?? ""
        }
        #expect(screens.count == 2000)
        #expect(Set(screens).count == 2000)
        // Each task's own events stay in the order it tracked them.
        let firstTask = screens.filter { $0.hasPrefix("0-") }
        #expect(firstTask == (0..<250).map { "0-\($0)" })
    }

    @Test func reportsUncreatableDirectoryWithoutCrashing() throws {
        defer { removeDirectory() }
        // A regular file where a directory should be stops even root.
        let blocker = directory.appending(path: "blocker")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: blocker)
        let errors = Collector<AnalyticsSinkError>()
        let analytics = JSONLinesFileAnalytics(
            fileURL: blocker.appending(path: "events.jsonl"), onError: errors.append)
        analytics.track(.screenViewed("home"))
        analytics.track(.screenViewed("search"))
        #expect(errors.values.map(\.code) == [.cannotCreateDirectory, .cannotCreateDirectory])
        #expect(errors.values.allSatisfy { $0.reason.contains("blocker") })
    }

    @Test func recoversOnceThePathBecomesWritable() throws {
        defer { removeDirectory() }
        let blocker = directory.appending(path: "state")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: blocker)
        let errors = Collector<AnalyticsSinkError>()
        let file = blocker.appending(path: "events.jsonl")
        let analytics = JSONLinesFileAnalytics(fileURL: file, onError: errors.append)
        analytics.track(.screenViewed("lost"))
        try FileManager.default.removeItem(at: blocker)
        analytics.track(.screenViewed("kept"))
        #expect(errors.values.count == 1)
        let decoded = try lines(of: file).dropLast().map {
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8))
        }
        #expect(decoded == [.screenViewed("kept")])
    }
    private func screens(in file: URL) throws -> [String] {
        try lines(of: file).dropLast().map {
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data($0.utf8)).properties["screen"]
                ?? ""
        }
    }

    private func size(of file: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? -1
    }

    @Test func aFullFileIsKeptAsOneGenerationAndAFreshOneStarted() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let kept = directory.appending(path: "events.jsonl.1")
        let errors = Collector<AnalyticsSinkError>()
        let analytics = JSONLinesFileAnalytics(
            fileURL: file, maximumBytes: 600, onError: errors.append)
        let tracked = (0..<40).map { "screen-\($0)" }
        for screen in tracked { analytics.track(.screenViewed(screen)) }

        #expect(try size(of: file) <= 600)
        #expect(try size(of: kept) <= 600)
        #expect(try size(of: kept) > 600 - 120)
        // The newest events, in order, across the two files, with none missing between.
        let remaining = try screens(in: kept) + screens(in: file)
        #expect(remaining == Array(tracked.suffix(remaining.count)))
        #expect(remaining.count > 6)
        #expect(errors.values.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(names) == ["events.jsonl", "events.jsonl.1"])
    }

    @Test func aFileAlreadyNearlyFullIsCountedWhenOpened() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        JSONLinesFileAnalytics(fileURL: file).track(.screenViewed("earlier"))
        let before = try size(of: file)
        let analytics = JSONLinesFileAnalytics(fileURL: file, maximumBytes: before + 10)
        analytics.track(.screenViewed("later"))

        #expect(try screens(in: directory.appending(path: "events.jsonl.1")) == ["earlier"])
        #expect(try screens(in: file) == ["later"])
    }

    @Test func aFolderWhereTheKeptFileGoesIsSetAsideFirst() throws {
        defer { removeDirectory() }
        let file = directory.appending(path: "events.jsonl")
        let kept = directory.appending(path: "events.jsonl.1")
        try FileManager.default.createDirectory(
            at: kept.appending(path: "inside"), withIntermediateDirectories: true)
        let errors = Collector<AnalyticsSinkError>()
        let analytics = JSONLinesFileAnalytics(
            fileURL: file, maximumBytes: 200, onError: errors.append)
        for index in 0..<6 { analytics.track(.screenViewed("s\(index)")) }

        #expect(errors.values.map(\.code).first == .setAside)
        #expect(errors.values.allSatisfy { $0.code == .setAside })
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: kept.path, isDirectory: &isFolder))
        #expect(!isFolder.boolValue)
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appending(path: "events.jsonl.1.corrupt/inside").path))
        let remaining = try screens(in: kept) + screens(in: file)
        #expect(remaining == (0..<6).map { "s\($0)" }.suffix(remaining.count))
    }
}
