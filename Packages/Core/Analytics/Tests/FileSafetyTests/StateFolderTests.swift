import FileSafety
import Foundation
import Testing

/// A folder inside the state directory is opened without following a link every time it is
/// used, and what is done in it is done relative to the folder held open.
@Suite struct StateFolderTests {
    @Test func aSubfolderThatIsALinkIsRefused() throws {
        let scratch = try Scratch()
        try scratch.folder("elsewhere")
        try scratch.link("backend", to: scratch.file("elsewhere"))
        let error = #expect(throws: FileProblem.self) {
            try StateFolder.open(scratch.path).subfolder("backend")
        }
        #expect(error?.code == .symbolicLink)
    }

    /// The state directory itself is the user's choice: a link to it is followed.
    @Test func theStateDirectoryMayBeALink() throws {
        let scratch = try Scratch()
        try scratch.folder("real")
        try scratch.link("state", to: scratch.file("real"))
        let folder = try StateFolder.open(scratch.file("state"))
        try AtomicFile.replace("session.json", in: folder, with: Data("{}".utf8))
        #expect(try scratch.text(of: "real/session.json") == "{}")
    }

    /// A folder swapped for a link after it was opened: the write goes where the folder went,
    /// never where the link points.
    @Test func aFolderSwappedAfterItWasOpenedIsNotWrittenThrough() throws {
        let scratch = try Scratch()
        try scratch.folder("backend")
        try scratch.folder("elsewhere")
        let folder = try StateFolder.open(scratch.path).subfolder("backend")
        #expect(rename(scratch.file("backend"), scratch.file("moved")) == 0)
        try scratch.link("backend", to: scratch.file("elsewhere"))
        try AtomicFile.replace("accounts.json", in: folder, with: Data("[]".utf8))
        #expect(try scratch.text(of: "moved/accounts.json") == "[]")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.file("elsewhere")).isEmpty)
        let aside = try SetAside.move("accounts.json", in: folder)
        #expect(aside == scratch.file("backend/accounts.json.corrupt"))
        #expect(try scratch.text(of: "moved/accounts.json.corrupt") == "[]")
    }

    @Test func removingTakesALinkItselfAndAFolderWithWhatItHolds() throws {
        let scratch = try Scratch()
        try scratch.write("keep me", to: "target")
        try scratch.link("token.json", to: scratch.file("target"))
        try scratch.folder("session.json")
        try scratch.write("inside", to: "session.json/inside.txt")
        let folder = try StateFolder.open(scratch.path)
        #expect(try folder.remove("token.json"))
        #expect(try folder.remove("session.json"))
        #expect(try !folder.remove("missing.json"))
        #expect(try scratch.names() == ["target"])
        #expect(try folder.names() == ["target"])
        #expect(try scratch.text(of: "target") == "keep me")
    }
}
