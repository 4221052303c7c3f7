import AppCore
import Foundation
import Routing
import Testing

/// A corrupt file is set aside (removed, if it may hold a token) and reported, and costs
/// nothing else.
@MainActor @Suite struct CorruptFileTests {
    @Test func corruptSessionFileIsRemovedAndStartsAFreshDevice() async throws {
        let harness = try AppHarness { directory in
            try Data("{not json".utf8).write(to: directory.appending(path: "session.json"))
        }
        defer { harness.removeStateDirectory() }
        await harness.app.settle()

        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        // It may hold a token (1.0 kept it there): removed, never set aside.
        #expect(!harness.fileExists("session.json.corrupt"))
        #expect(!harness.fileExists("session.json"))
        #expect(
            harness.events.notices.contains {
                guard case .stateFileRepaired(let text) = $0 else { return false }
                return text.contains("session.json") && text.contains("removed")
            })
    }

    @Test func corruptSceneFileKeepsTheUserSignedIn() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        harness.quit()
        try harness.corrupt("scenes/scene-1.json")

        try harness.relaunch()
        #expect(harness.app.snapshot.app == "authenticated")
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.app.snapshot.user == AppHarness.demoEmail)
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(harness.fileExists("scenes/scene-1.json.corrupt"))
        #expect(
            harness.events.notices.contains {
                guard case .navigationNotRestored(let scene, let error) = $0 else { return false }
                return scene == SceneID(1) && error.code == .unreadable
            })
    }

    @Test func corruptSceneListOpensSceneOne() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.app.openScene()
        await harness.app.settle()
        harness.quit()
        try harness.corrupt("scenes.json")

        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.app.snapshot.scenes == [1])
        #expect(harness.app.snapshot.scene.id == 1)
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(harness.fileExists("scenes.json.corrupt"))
        #expect(
            harness.events.notices.contains {
                guard case .stateFileRepaired(let text) = $0 else { return false }
                return text.contains("scenes.json")
            })
    }
}
