import FileSafety
import Foundation
import Testing

@Suite struct SetAsideTests {
    @Test func numbersCopiesAndNeverReplacesOne() throws {
        let scratch = try Scratch()
        for round in 0..<3 {
            try scratch.write("round \(round)", to: "state.json")
            _ = try SetAside.move(scratch.file("state.json"))
        }
        #expect(
            try scratch.names() == [
                "state.json.corrupt", "state.json.corrupt-1", "state.json.corrupt-2",
            ])
        #expect(try scratch.text(of: "state.json.corrupt") == "round 0")
        #expect(try scratch.text(of: "state.json.corrupt-2") == "round 2")
    }

    @Test func skipsANameTakenByAnythingEvenAFolder() throws {
        let scratch = try Scratch()
        try scratch.write("old", to: "state.json.corrupt")
        try scratch.folder("state.json.corrupt-1")
        try scratch.write("new", to: "state.json")
        #expect(
            try SetAside.move(scratch.file("state.json")) == scratch.file("state.json.corrupt-2"))
        #expect(try scratch.text(of: "state.json.corrupt") == "old")
    }

    @Test func movesALinkItselfAndAFolder() throws {
        let scratch = try Scratch()
        try scratch.write("target", to: "target")
        try scratch.link("state.json", to: scratch.file("target"))
        try scratch.folder("scenes")
        try scratch.write("{}", to: "scenes/scene-1.json")
        #expect(try SetAside.move(scratch.file("state.json")) == scratch.file("state.json.corrupt"))
        #expect(try SetAside.move(scratch.file("scenes")) == scratch.file("scenes.corrupt"))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: scratch.file("state.json.corrupt")) == scratch.file("target"))
        #expect(try scratch.text(of: "target") == "target")
        #expect(try scratch.text(of: "scenes.corrupt/scene-1.json") == "{}")
    }

    @Test func nothingToMoveIsNil() throws {
        let scratch = try Scratch()
        #expect(try SetAside.move(scratch.file("missing.json")) == nil)
        #expect(try scratch.names().isEmpty)
    }
}
