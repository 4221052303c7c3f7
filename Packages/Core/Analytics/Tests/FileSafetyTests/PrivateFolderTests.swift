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

@Suite struct PrivateFolderTests {
    @Test func createsAMissingStateDirectoryAndItsParentsPrivate() throws {
        let scratch = try Scratch()
        var notices: [FileNotice] = []
        try PrivateFolder.prepareStateDirectory(scratch.file("a/b/state")) { notices.append($0) }
        #expect(scratch.mode(of: "a") == 0o700)
        #expect(scratch.mode(of: "a/b/state") == 0o700)
        #expect(notices.isEmpty)
    }

    @Test func setsAReadableStateDirectoryBackTo0700() throws {
        let scratch = try Scratch()
        try scratch.folder("state")
        chmod(scratch.file("state"), 0o755)
        var notices: [FileNotice] = []
        try PrivateFolder.prepareStateDirectory(scratch.file("state")) { notices.append($0) }
        #expect(scratch.mode(of: "state") == 0o700)
        #expect(notices == [.modeRestored(path: scratch.file("state"), from: 0o755, to: 0o700)])
    }

    @Test(arguments: [0o770, 0o707, 0o777, 0o1777, 0o720])
    func refusesAStateDirectoryOthersMayWrite(mode: Int) throws {
        let scratch = try Scratch()
        try scratch.folder("state")
        chmod(scratch.file("state"), mode_t(mode))
        let error = #expect(throws: FileProblem.self) {
            try PrivateFolder.prepareStateDirectory(scratch.file("state"))
        }
        #expect(error?.code == .unsafeFolder)
        #expect(error?.reason.contains(String(mode, radix: 8)) == true)
        // A shared (sticky) folder gets a folder of one's own inside it; another, chmod.
        let fix = mode & 0o1000 != 0 ? "/state/rootswitch-state" : "chmod go-w"
        #expect(error?.reason.contains(fix) == true)
        #expect(scratch.mode(of: "state") == mode)
    }

    /// Another user's folder cannot be made here without root, so the owner is injected.
    @Test func refusesAStateDirectoryOfAnotherUser() throws {
        let scratch = try Scratch()
        try scratch.folder("state")
        let stranger = geteuid() &+ 4242
        let error = #expect(throws: FileProblem.self) {
            try PrivateFolder.prepareStateDirectory(scratch.file("state"), owner: stranger)
        }
        #expect(error?.code == .unsafeFolder)
        #expect(error?.reason.contains("another user") == true)
    }

    @Test func followsALinkToTheStateDirectoryItself() throws {
        let scratch = try Scratch()
        try scratch.folder("real")
        try scratch.link("state", to: scratch.file("real"))
        try PrivateFolder.prepareStateDirectory(scratch.file("state"))
        #expect(scratch.mode(of: "real") == 0o700)
    }

    /// What may stand where a folder of the state directory belongs.
    enum BadFolder: String, CaseIterable, Sendable {
        case symlink, file
    }

    @Test(arguments: BadFolder.allCases)
    func setsABadSubfolderAsideAndMakesAFreshOne(_ bad: BadFolder) throws {
        let scratch = try Scratch()
        try scratch.folder("elsewhere")
        chmod(scratch.file("elsewhere"), 0o755)
        switch bad {
        case .symlink: try scratch.link("scenes", to: scratch.file("elsewhere"))
        case .file: try scratch.write("x", to: "scenes")
        }
        var notices: [FileNotice] = []
        try PrivateFolder.prepareSubfolder(scratch.file("scenes")) { notices.append($0) }
        #expect(scratch.mode(of: "scenes") == 0o700)
        #expect(scratch.mode(of: "elsewhere") == 0o755)
        #expect(try scratch.names() == ["elsewhere", "scenes", "scenes.corrupt"])
        #expect(notices.count == 1)
    }

    @Test func setsASubfolderModeBack() throws {
        let scratch = try Scratch()
        try scratch.folder("scenes")
        chmod(scratch.file("scenes"), 0o775)
        var notices: [FileNotice] = []
        try PrivateFolder.prepareSubfolder(scratch.file("scenes")) { notices.append($0) }
        #expect(scratch.mode(of: "scenes") == 0o700)
        #expect(notices == [.modeRestored(path: scratch.file("scenes"), from: 0o775, to: 0o700)])
    }
}
