import AppCore
import Foundation
import Routing
import TestSupport
import Testing

/// Main's search tab has the search role: selecting it begins the search, `back` at its root
/// ends it (its Cancel button) back to the tab the user came from, and an active search is
/// restored with that way back.
@MainActor
@Suite struct SearchTabTests {
    @Test func selectingTheSearchTabBeginsTheSearchAndBackEndsIt() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        #expect(harness.app.snapshot.scene.searching == false)

        try await harness.selectTab("search")
        #expect(harness.app.snapshot.scene.searching)
        #expect(harness.app.snapshot.json.contains(#""searching":true"#))
        try await harness.perform("search", ["q": "blue"])
        harness.app.back()
        #expect(harness.app.snapshot.scene.tab == "search", "back pops the results first")
        #expect(harness.app.snapshot.scene.searching)

        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.tab == "profile")
        #expect(harness.app.snapshot.scene.searching == false)
        #expect(!harness.app.back(), "nothing left to go back to")
    }

    @Test func aLinkIntoTheSearchTabBeginsTheSearch() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://search?q=tea")
        #expect(harness.app.snapshot.scene.searching)
        try await harness.open("rootswitch://items/42")
        #expect(harness.app.snapshot.scene.searching == false)
    }

    /// From either tab: the way back is the one saved, not the last tab read back.
    @Test(arguments: ["home", "profile"])
    func aRelaunchRestoresTheSearchWithItsWayBack(from tab: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab(tab)
        try await harness.selectTab("search")
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.searching)
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.tab == tab)
    }

    /// A resize storm: the window's width changed any number of times, in any order, with
    /// another window resizing too, then the widest gives back every column as it was.
    @Test(arguments: 0..<6)
    func aResizeStormLosesNoColumn(seed: UInt64) async throws {
        var rng = SeededGenerator(seed: seed)
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let scene = harness.app.currentScene
        harness.app.setWidth(.regular)
        try await harness.selectTab("search")
        try await harness.perform("search", ["q": "blue"])
        try await harness.perform("open-item", ["id": "2"])
        let other = try harness.app.openScene(showing: "rootswitch://items/7")
        try harness.app.switchScene(to: scene)
        await harness.app.settle()
        let before = (harness.app.screen.title, harness.app.snapshot)

        for _ in 0..<40 {
            let width = SceneWidth.allCases.randomElement(using: &rng) ?? .compact
            harness.app.setWidth(width, in: Bool.random(using: &rng) ? scene : other)
        }
        harness.app.setWidth(.regular, in: scene)
        await harness.app.settle()

        #expect(harness.app.screen.title == before.0)
        #expect(harness.app.snapshot == before.1)
    }
}
