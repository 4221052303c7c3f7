import FileSafety
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct StateFileAppenderTests {
    /// Appends `text` through the appender, collecting its notices.
    private func append(_ text: String, to path: String, limit: Int = FileLimits.maximumSize)
        throws -> [FileNotice]
    {
        var notices: [FileNotice] = []
        let descriptor = try StateFileAppender.open(path, limit: limit) { notices.append($0) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        return notices
    }

    @Test func createsThePrivateFileAndAppends() throws {
        let scratch = try Scratch()
        #expect(try append("one\n", to: scratch.file("events.jsonl")).isEmpty)
        #expect(try append("two\n", to: scratch.file("events.jsonl")).isEmpty)
        #expect(try scratch.text(of: "events.jsonl") == "one\ntwo\n")
        #expect(scratch.mode(of: "events.jsonl") == 0o600)
    }

    /// A bad file where the events go: set aside once, the new events in a fresh file.
    enum BadFile: String, CaseIterable, Sendable {
        case symlink, danglingSymlink, folder, fifo, tooLarge
    }

    @Test(arguments: BadFile.allCases)
    func setsABadFileAsideAndStartsAfresh(_ bad: BadFile) throws {
        let scratch = try Scratch()
        try scratch.write("keep me", to: "target")
        switch bad {
        case .symlink: try scratch.link("events.jsonl", to: scratch.file("target"))
        case .danglingSymlink: try scratch.link("events.jsonl", to: scratch.file("nowhere"))
        case .folder: try scratch.folder("events.jsonl")
        case .fifo: #expect(mkfifo(scratch.file("events.jsonl"), 0o600) == 0)
        case .tooLarge: try scratch.write("0123456789", to: "events.jsonl")
        }
        let notices = try append("fresh\n", to: scratch.file("events.jsonl"), limit: 9)
        #expect(try scratch.text(of: "events.jsonl") == "fresh\n")
        #expect(try scratch.text(of: "target") == "keep me")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("nowhere")))
        guard case .setAside(_, let aside)? = notices.first else {
            Issue.record("expected a set-aside notice, got \(notices)")
            return
        }
        #expect(aside == scratch.file("events.jsonl.corrupt"))
        #expect(notices.count == 1)
    }

    @Test func setsALooseModeBack() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "events.jsonl", mode: 0o666)
        let notices = try append("new\n", to: scratch.file("events.jsonl"))
        #expect(scratch.mode(of: "events.jsonl") == 0o600)
        #expect(
            notices == [.modeRestored(path: scratch.file("events.jsonl"), from: 0o666, to: 0o600)])
        #expect(try scratch.text(of: "events.jsonl") == "old\nnew\n")
    }

    /// `EACCES` is data protection's "not yet" as much as `EPERM`: nothing is set aside.
    @Test(.enabled(if: !Scratch.isRoot, "root opens a file whatever its mode"))
    func anUnwritableFileIsUnavailableAndLeftAsItIs() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "events.jsonl", mode: 0o000)
        let error = #expect(throws: FileProblem.self) {
            try append("new\n", to: scratch.file("events.jsonl"))
        }
        #expect(error?.code == .unavailable)
        #expect(try scratch.names() == ["events.jsonl"])
    }
}
