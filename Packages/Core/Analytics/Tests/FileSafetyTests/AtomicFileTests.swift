import FileSafety
import Foundation
import Testing

@Suite struct AtomicFileTests {
    @Test func replacesWholeWithAPrivateFileAndLeavesNothingElse() throws {
        let scratch = try Scratch()
        try scratch.write("old", to: "state.json", mode: 0o644)
        try AtomicFile.replace(scratch.file("state.json"), with: Data("new".utf8))
        #expect(try scratch.text(of: "state.json") == "new")
        #expect(scratch.mode(of: "state.json") == 0o600)
        #expect(try scratch.names() == ["state.json"])
    }

    @Test func replacesALinkWithoutTouchingItsTarget() throws {
        let scratch = try Scratch()
        try scratch.write("keep me", to: "target")
        try scratch.link("state.json", to: scratch.file("target"))
        try AtomicFile.replace(scratch.file("state.json"), with: Data("new".utf8))
        #expect(try scratch.text(of: "target") == "keep me")
        #expect(try scratch.text(of: "state.json") == "new")
        #expect(scratch.mode(of: "state.json") == 0o600)
    }

    /// What the reader would refuse is never written: the file keeps what it held.
    @Test func bytesOverTheReadLimitAreRefusedAndTheFileKept() throws {
        let scratch = try Scratch()
        try scratch.write("old", to: "state.json")
        let error = #expect(throws: FileProblem.self) {
            try AtomicFile.replace(
                scratch.file("state.json"), with: Data(count: FileLimits.maximumSize + 1))
        }
        #expect(error?.code == .tooLarge)
        #expect(error?.reason.contains("\(FileLimits.maximumSize)") == true)
        #expect(try scratch.text(of: "state.json") == "old")
        #expect(try scratch.names() == ["state.json"])
        try AtomicFile.replace(
            scratch.file("state.json"), with: Data(count: FileLimits.maximumSize))
        #expect(
            try StateFileReader.read(scratch.file("state.json"))?.count == FileLimits.maximumSize)
    }

    @Test func aFolderInTheWayIsABadPathAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        try scratch.folder("state.json")
        let error = #expect(throws: FileProblem.self) {
            try AtomicFile.replace(scratch.file("state.json"), with: Data("new".utf8))
        }
        #expect(error?.isBadPath == true)
        #expect(try scratch.names() == ["state.json"])
    }

    @Test func theSameBytesInAPrivateFileAreLeftAsTheyAre() throws {
        let scratch = try Scratch()
        try scratch.write("same", to: "state.json")
        let before = try inode(of: scratch.file("state.json"))
        try AtomicFile.replace(scratch.file("state.json"), with: Data("same".utf8))
        #expect(try inode(of: scratch.file("state.json")) == before)
        // Other bytes, even of the same length, are a new file.
        try AtomicFile.replace(scratch.file("state.json"), with: Data("diff".utf8))
        #expect(try inode(of: scratch.file("state.json")) != before)
        #expect(try scratch.text(of: "state.json") == "diff")
    }

    @Test func theSameBytesWithAnotherModeOrThroughALinkAreWrittenAgain() throws {
        let scratch = try Scratch()
        try scratch.write("same", to: "open.json", mode: 0o644)
        try AtomicFile.replace(scratch.file("open.json"), with: Data("same".utf8))
        #expect(scratch.mode(of: "open.json") == 0o600)
        try scratch.write("same", to: "target")
        try scratch.link("linked.json", to: scratch.file("target"))
        try AtomicFile.replace(scratch.file("linked.json"), with: Data("same".utf8))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: scratch.file("linked.json"))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    private func inode(of path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }
}
