import AppCore
import Foundation
import Routing
import Testing

/// A corrupt file is set aside and reported, and costs nothing else.
@MainActor @Suite struct CorruptFileTests {
    /// A damaged `session.json`, or one a newer version wrote (after a TestFlight downgrade),
    /// is set aside like any state file: someone may be signed in, so their token stays and
    /// the App starts at sign-in, not at a fresh device's intro.
    @Test(arguments: ["{not json", #"{"version":2,"user":null,"more":"to come"}"#])
    func aSessionFileItCannotReadIsSetAsideAndStartsAtSignIn(content: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.quit()
        let token = try Data(contentsOf: harness.file("session-token.json"))
        try Data(content.utf8).write(to: harness.file("session.json"))

        try harness.relaunch()
        await harness.app.settle()

        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        #expect(try Data(contentsOf: harness.file("session.json.corrupt")) == Data(content.utf8))
        #expect(try Data(contentsOf: harness.file("session-token.json")) == token)
        #expect(
            harness.events.notices.contains {
                guard case .stateFileRepaired(let text) = $0 else { return false }
                return text.contains("session.json") && text.contains("session.json.corrupt")
            })
        // A second launch keeps the copy, and still knows someone signed in here.
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.fileExists("session.json.corrupt"))
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
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
