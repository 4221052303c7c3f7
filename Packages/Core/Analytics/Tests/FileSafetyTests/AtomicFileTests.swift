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

    @Test func aFolderInTheWayIsABadPathAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        try scratch.folder("state.json")
        let error = #expect(throws: FileProblem.self) {
            try AtomicFile.replace(scratch.file("state.json"), with: Data("new".utf8))
        }
        #expect(error?.isBadPath == true)
        #expect(try scratch.names() == ["state.json"])
    }
}
