import AppCore
import Testing

/// Each scene's navigation, saved when it goes inactive and checked against the backend on
/// the next launch.
@MainActor @Suite struct RestorationTests {
    @Test func itemDeletedMeanwhileIsLeftOut() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        try await harness.perform("open-item", ["id": "42"])
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=blue", "/items/42"])
        harness.app.setPhase(.inactive)
        await harness.app.settle()
        #expect(harness.fileExists("scenes/scene-1.json"))

        harness.quit()
        try harness.backend.deleteItem(42)
        try harness.relaunch()
        await harness.app.settle()

        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "authenticated")
        #expect(snapshot.scene.tab == "search")
        #expect(snapshot.scene.stack == ["/search", "/search?q=blue"])
        #expect(harness.events.notices.contains { $0.hasPrefix("scene-1: left out") })
    }

    @Test func restoredNavigationKeepsAnOpenSheet() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://profile/settings")
        try harness.relaunch()
        await harness.app.settle()

        let snapshot = harness.app.snapshot
        #expect(snapshot.scene.tab == "profile")
        #expect(snapshot.scene.stack == ["/profile"])
        #expect(snapshot.scene.modal == "/profile/settings")
        #expect(harness.events.notices.isEmpty)
    }

    @Test func restoredScreenShowsAtOnceAndIsCorrectedWhenASlowBackendAnswers() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        try await harness.perform("open-item", ["id": "42"])
        harness.quit()
        try harness.backend.deleteItem(42)
        let stalling = Stalling()
        harness.http = { stalling.wrap($0) }

        try harness.relaunch()
        // The first frame, before any answer: the restored screen, still loading.
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=blue", "/items/42"])
        #expect(harness.app.screen.title == "Item 42")
        #expect(harness.app.screen.content == ["Loading..."])
        for _ in 0..<50 { await Task.yield() }
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=blue", "/items/42"])
        #expect(harness.app.runningWork.contains("validate scene-1"))
        #expect(stalling.client?.heldCount ?? 0 > 0)

        stalling.client?.release()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=blue"])
        #expect(harness.app.screen.title == "Search: blue")
        #expect(harness.events.notices.contains { $0.hasPrefix("scene-1: left out") })
    }
}
