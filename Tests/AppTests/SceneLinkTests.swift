import AppCore
import Routing
import Testing

/// A link in a new scene (`openScene(showing:)`) and in a given one (`open(_:in:)`), as
/// windows open them: each scene keeps its own navigation.
@MainActor @Suite struct SceneLinkTests {
    @Test(arguments: ["rootswitch://items/42", "https://rootswitch.example/items/42"])
    func aNewSceneShowsTheLinkAndTheOldOneKeepsItsNavigation(url: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("search")

        let id = try harness.app.openScene(showing: url)
        await harness.app.settle()

        #expect(id == SceneID(2))
        #expect(harness.app.currentScene == id)
        #expect(harness.app.snapshot.scenes == [1, 2])
        #expect(harness.app.snapshot.scene.tab == "home")
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "opened \(url)")
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "search")
        #expect(harness.app.snapshot.scene.stack == ["/search"])
    }

    /// All or nothing: a link that does not resolve opens no scene, is refused as any link
    /// is, and leaves the current scene as it was.
    @Test(arguments: [
        ("rootswitch://nowhere", "no_match"), ("ftp://items/42", "unsupported_scheme"),
        ("https://other.example/items/42", "unknown_host"),
    ])
    func aBadLinkOpensNoScene(url: String, code: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "3"])
        let before = harness.app.snapshot

        let error = #expect(throws: AppError.self) { try harness.app.openScene(showing: url) }
        await harness.app.settle()

        #expect(error?.code.rawValue == code)
        #expect(harness.app.openScenes == [SceneID(1)])
        #expect(harness.app.snapshot == before)
        #expect(harness.events.deepLinks.last == "refused \(url)")
    }

    /// A link the app state does not allow yet waits as `open(_:)` keeps it: the scene opens
    /// now, and the link shows there after sign-in.
    @Test func aLinkWhileSignedOutWaitsInTheNewScene() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let url = "rootswitch://items/42"

        let id = try harness.app.openScene(showing: url)
        await harness.app.settle()
        #expect(harness.app.currentScene == id)
        #expect(harness.app.pendingDeepLink == url)
        #expect(harness.events.deepLinks == ["deferred \(url)"])

        try await harness.signInDemo()
        #expect(harness.app.currentScene == id)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    @Test func theSceneLimitOpensNoSceneAndKeepsNoLink() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        for _ in 1..<AppLimits.openScenes { try harness.app.openScene() }

        let error = #expect(throws: AppError.self) {
            try harness.app.openScene(showing: "rootswitch://items/42")
        }

        #expect(error?.code == .tooManyScenes)
        #expect(harness.app.openScenes.count == AppLimits.openScenes)
        #expect(!harness.events.deepLinks.contains("opened rootswitch://items/42"))
    }

    /// A window's own link opens in its scene, not in the current one.
    @Test func aLinkInAGivenSceneLeavesTheCurrentOneAlone() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let second = try harness.app.openScene()
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()

        try harness.app.open("rootswitch://profile/settings", in: second)
        await harness.app.settle()

        #expect(harness.app.currentScene == SceneID(1))
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        try harness.app.switchScene(to: second)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "profile")
        #expect(harness.app.snapshot.scene.modal == "/profile/settings")
        let error = #expect(throws: AppError.self) {
            try harness.app.open("rootswitch://items/1", in: SceneID(9))
        }
        #expect(error?.code.rawValue == "unknown_scene")
    }
}
