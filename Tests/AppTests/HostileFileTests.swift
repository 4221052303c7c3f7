import AppCore
import Foundation
import Testing

/// Every state file, the backend's included, replaced by a symbolic link, a folder, a file
/// over 4 MiB or JSON of the wrong shape: the App starts, reports it once, sets it aside as
/// `NAME.corrupt-1` (an earlier `NAME.corrupt` kept) or, if it holds the token, removes it,
/// loses that file's content only, never reads or writes through the link, and the next launch
/// does not trip over it again.
@MainActor @Suite struct HostileFileTests {
    @Test(arguments: HostileCase.all)
    func badFileIsSetAsideOnceAndOnlyItsContentIsLost(_ hostile: HostileCase) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let outside = FileManager.default.temporaryDirectory.appending(
            path: "HostileFileTests-target-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        try await Self.makeReturningUser(harness)
        let accounts = try Data(contentsOf: harness.file(StateFile.accounts.rawValue))
        let path = harness.file(hostile.file.rawValue)
        try hostile.plant(in: harness.directory, outside: outside)
        let linked = try? Data(contentsOf: outside)
        let earlier = URL(filePath: path.path + ".corrupt")
        try HostileCase.write(Data("earlier".utf8), to: earlier, mode: 0o600)
        harness.events.clear()

        try harness.relaunch()
        await harness.app.settle()

        let said = harness.events.notices.filter { $0.description.contains(hostile.file.marker) }
        #expect(said.count == 1, "\(harness.events.notices)")
        #expect(
            FileManager.default.fileExists(atPath: path.path + ".corrupt-1")
                == !hostile.file.holdsSecret)
        #expect((try? Data(contentsOf: earlier)) == Data("earlier".utf8))
        try Self.expectOnlyItsContentLost(hostile.file, harness, accounts: accounts)

        // The App goes on without it: sign in again if that was lost, move, quit, relaunch.
        if harness.app.snapshot.app != "authenticated" { try await harness.signInDemo() }
        while harness.app.back() { await harness.app.settle() }
        try await harness.selectTab("home")
        try await harness.perform("open-item", ["id": "5"])
        harness.events.clear()
        try harness.relaunch()
        await harness.app.settle()
        #expect(
            harness.events.notices.filter { $0.description.contains(hostile.file.marker) }.isEmpty)
        #expect(HostileCase.isRegularFile(path))
        #expect((try? Data(contentsOf: outside)) == linked)
    }

    /// A signed-in demo user with item 42 open in scene 1, a second scene, item 7 deleted.
    private static func makeReturningUser(_ harness: AppHarness) async throws {
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try harness.app.openScene()
        try harness.app.switchScene(to: .init(1))
        try harness.backend.deleteItem(7)
        await harness.app.settle()
        harness.quit()
    }

    private static func expectOnlyItsContentLost(
        _ file: StateFile, _ harness: AppHarness, accounts: Data
    ) throws {
        let snapshot = harness.app.snapshot
        // Deleting item 7 again fails exactly when its deletion was kept.
        let stillDeleted = (try? harness.backend.deleteItem(7)) == nil
        switch file {
        case .session:
            // Someone may be signed in here: their token stays, and they sign in again.
            #expect(snapshot.app == "unauthenticated")
            #expect(snapshot.scene.stack == ["/signin"])
        case .token:
            // Who was signed in is known, their token is not: sign in again.
            #expect(snapshot.app == "unauthenticated")
            #expect(snapshot.scene.stack == ["/signin"])
        case .sceneList:
            #expect(snapshot.app == "authenticated")
            #expect(snapshot.scenes == [1])
            #expect(snapshot.scene.stack == ["/home", "/items/42"])
        case .scene:
            #expect(snapshot.scenes == [1, 2])
            #expect(snapshot.scene.stack == ["/home"])
        case .analytics:
            #expect(snapshot.scenes == [1, 2])
            #expect(snapshot.scene.stack == ["/home", "/items/42"])
        case .accounts:
            // A fresh accounts file: the old account's session is gone with it.
            #expect(snapshot.app == "unauthenticated")
            #expect(snapshot.scene.stack == ["/signin"])
        case .sessions:
            #expect(snapshot.app == "unauthenticated")
            #expect(try Data(contentsOf: harness.file(StateFile.accounts.rawValue)) == accounts)
        case .deletedItems:
            #expect(snapshot.app == "authenticated")
            #expect(snapshot.scene.stack == ["/home", "/items/42"])
        }
        // Only the deleted-items file knows item 7 is gone.
        #expect(stillDeleted == (file != .deletedItems))
    }
}
