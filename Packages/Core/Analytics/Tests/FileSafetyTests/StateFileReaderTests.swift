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

@Suite struct StateFileReaderTests {
    @Test func readsARegularFileAndNothingWhenMissing() throws {
        let scratch = try Scratch()
        try scratch.write("hello", to: "state.json")
        #expect(try StateFileReader.read(scratch.file("state.json")) == Data("hello".utf8))
        #expect(try StateFileReader.read(scratch.file("missing.json")) == nil)
    }

    @Test func neverFollowsASymbolicLink() throws {
        let scratch = try Scratch()
        try scratch.write("secret", to: "target")
        try scratch.link("state.json", to: scratch.file("target"))
        let error = #expect(throws: FileProblem.self) {
            try StateFileReader.read(scratch.file("state.json"))
        }
        #expect(error?.code == .symbolicLink)
        #expect(error?.isBadPath == true)
        #expect(try scratch.text(of: "target") == "secret")
    }

    @Test func refusesADirectoryAndAFIFOWithoutBlocking() throws {
        let scratch = try Scratch()
        try scratch.folder("folder.json")
        #expect(mkfifo(scratch.file("fifo.json"), 0o600) == 0)
        for name in ["folder.json", "fifo.json"] {
            let error = #expect(throws: FileProblem.self) {
                try StateFileReader.read(scratch.file(name))
            }
            #expect(error?.code == .wrongType, "\(name)")
        }
    }

    @Test func refusesAFileOverTheLimitFromItsSizeAlone() throws {
        let scratch = try Scratch()
        // Sparse: 4 MiB + 1 byte that were never written, so only fstat can tell.
        try scratch.sparse("big.json", size: FileLimits.maximumSize + 1)
        try scratch.sparse("limit.json", size: FileLimits.maximumSize)
        let error = #expect(throws: FileProblem.self) {
            try StateFileReader.read(scratch.file("big.json"))
        }
        #expect(error?.code == .tooLarge)
        #expect(
            try StateFileReader.read(scratch.file("limit.json"))?.count == FileLimits.maximumSize)
    }

    @Test func setsALooseModeBackAndSaysSo() throws {
        let scratch = try Scratch()
        try scratch.write("{}", to: "state.json", mode: 0o644)
        var notices: [FileNotice] = []
        #expect(try StateFileReader.read(scratch.file("state.json")) { notices.append($0) } != nil)
        #expect(scratch.mode(of: "state.json") == 0o600)
        #expect(
            notices == [.modeRestored(path: scratch.file("state.json"), from: 0o644, to: 0o600)])
        #expect(notices.first?.description.contains("0644") == true)
    }

    /// `EACCES` is what data protection says on some calls: the file is left as it is, to be
    /// read once it can be.
    @Test(.enabled(if: !Scratch.isRoot, "root reads a file whatever its mode"))
    func anUnreadableFileIsUnavailableAndLeftAsItIs() throws {
        let scratch = try Scratch()
        try scratch.write("{}", to: "state.json", mode: 0o000)
        let error = #expect(throws: FileProblem.self) {
            try StateFileReader.read(scratch.file("state.json"))
        }
        #expect(error?.code == .unavailable)
        #expect(error?.isBadPath == false)
        #expect(try scratch.names() == ["state.json"])
    }

    /// What an unreadable file's `open` fails with, checked even as root.
    @Test(arguments: [
        (EACCES, FileProblem.Code.unavailable), (EPERM, .unavailable),
        (ELOOP, .symbolicLink), (EISDIR, .wrongType), (ENXIO, .wrongType), (ENOSPC, .system),
    ])
    func openFailuresAreClassified(code: Int32, expected: FileProblem.Code) {
        let problem = FileProblem(errno: code, path: "/state/x.json", doing: "open")
        #expect(problem.code == expected)
        #expect(problem.reason.contains("/state/x.json"))
        // Data protection saying "not yet" (EPERM, EACCES) is no fault of the file: never set
        // aside.
        #expect(problem.isBadPath == ![.unavailable, .system].contains(expected))
    }
}
