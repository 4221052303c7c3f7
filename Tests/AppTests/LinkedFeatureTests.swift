import AppCore
import Foundation
import Main
import Routing
import Testing

/// Features composed from the App's list of linked features: a link opens the feature's
/// flow over Main in the current scene, and leaving it shows Main again, as it was.
@MainActor @Suite(.serialized) struct LinkedFeatureTests {
    static let shelf = LinkedFeatureEntry(ShelfFeature.self) {
        .init(analytics: $0.analytics)
    }

    private func harness() throws -> AppHarness {
        ShelfFeature.lifecycle = []
        return try AppHarness(linkedFeatures: [Self.shelf])
    }

    @Test func aLinkOpensTheFeatureOverMainAndBackShowsMainAsItWas() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])

        try await harness.open("rootswitch://shelf")
        #expect(harness.app.screen.title == "Shelf")
        #expect(harness.app.snapshot.scene.stack == ["/shelf"])
        #expect(harness.app.snapshot.app == "authenticated")
        try await harness.open("rootswitch://shelf/7")
        #expect(harness.app.snapshot.scene.stack == ["/shelf", "/shelf/7"])

        #expect(harness.app.back())
        #expect(harness.app.screen.title == "Shelf")
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(ShelfFeature.lifecycle == ["start", "stop"])
    }

    /// The flow over a scene is saved with the scene, as links, and is open again after a
    /// relaunch, over Main as it was.
    @Test func theFeatureOverASceneComesBackAfterARelaunch() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try await harness.open("rootswitch://shelf")
        try await harness.open("rootswitch://shelf/7")

        try harness.relaunch()
        await harness.app.settle()

        #expect(harness.app.screen.title == "Book 7")
        #expect(harness.app.snapshot.scene.stack == ["/shelf", "/shelf/7"])
        #expect(harness.events.notices.isEmpty)
        let saved = try String(contentsOf: harness.file("scenes/scene-1.json"), encoding: .utf8)
        #expect(saved.contains(#""rootswitch://shelf/7""#))
        #expect(harness.app.back())
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    /// A layer the flow presents is saved with the flow, as a layer of links over its cover,
    /// and comes back over it after a relaunch.
    @Test func aSheetOfTheFeatureComesBackWithItsFlowAfterARelaunch() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://shelf/7")
        try await harness.perform("note")
        #expect(harness.app.screen.title == "Note on book 7")

        try harness.relaunch()
        await harness.app.settle()

        #expect(harness.app.screen.title == "Note on book 7")
        #expect(harness.app.snapshot.scene.stack == ["/shelf", "/shelf/7"])
        #expect(harness.app.snapshot.scene.modal == "/shelf/7/note")
        #expect(harness.events.notices.isEmpty)
        let saved = try String(contentsOf: harness.file("scenes/scene-1.json"), encoding: .utf8)
        #expect(saved.contains(#""rootswitch://shelf/7/note""#))
        #expect(harness.app.back())
        #expect(harness.app.screen.title == "Book 7")
        #expect(harness.app.back())
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    /// A flow goes over Main's base stacks when restored too: a saved scene holding a sheet of
    /// Main's under the flow (written by hand here, or saved before that rule) comes back with
    /// the flow over Main's base stack.
    @Test func aRestoredFlowGoesOverMainsBaseStacks() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("settings")
        harness.quit()
        let url = harness.file("scenes/scene-1.json")
        var file = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var payload = try #require(file["payload"] as? [String: Any])
        var tabs = try #require(payload["tabs"] as? [[String: Any]])
        let selected = try #require(
            tabs.firstIndex { $0["tab"] as? String == payload["selected"] as? String })
        var state = try #require(tabs[selected]["state"] as? [String: Any])
        let presented = try #require(state["presented"] as? [[String: Any]])
        try #require(presented.count == 1)
        state["presented"] = presented + [["style": "cover", "stack": ["rootswitch://shelf"]]]
        tabs[selected]["state"] = state
        payload["tabs"] = tabs
        file["payload"] = payload
        try JSONSerialization.data(withJSONObject: file).write(to: url)

        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.screen.title == "Shelf")
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.modal == nil)
        #expect(harness.app.screen.title == "Profile")
    }

    /// Every route of a linked feature can sit on a saved stack, so each has a link that
    /// leads back to it.
    @Test(arguments: ShelfRoute.everyRoute)
    func everyRouteOfTheLinkedFeatureHasALink(route: ShelfRoute) throws {
        var table = DeepLinkTable<ShelfRoute>(scheme: "rootswitch")
        for pattern in ShelfFeature.deepLinks { try table.register(pattern) }
        #expect(try table.resolve(try table.url(for: route)).route == route)
    }

    @Test func theFeaturesOwnFinishClosesIt() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://shelf")

        try await harness.perform("done")
        #expect(harness.app.screen.title == "Home")
        #expect(ShelfFeature.lifecycle == ["start", "stop"])
    }

    /// A window without views of the feature's own shows its scene's cover as a text screen,
    /// performs its actions, and closes it when the system takes it down; another scene's
    /// window shows none.
    @Test func aWindowShowsItsScenesCoverAndTakingItDownClosesIt() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try await harness.open("rootswitch://shelf/7")
        let other = try harness.app.openScene()
        guard case .authenticated(_, let scenes) = harness.app.root else {
            Issue.record("not signed in: \(harness.app.root.kind)")
            return
        }
        #expect(scenes.coverScreen(of: SceneID(1))?.title == "Book 7")
        #expect(scenes.hasCover(over: SceneID(1)))
        #expect(scenes.coverScreen(of: other) == nil)
        #expect(!scenes.hasCover(over: other))

        try scenes.coverScreen(of: SceneID(1))?.perform("done")
        await harness.app.settle()
        #expect(scenes.coverScreen(of: SceneID(1)) == nil)
        #expect(ShelfFeature.lifecycle == ["start", "stop"])

        try harness.app.switchScene(to: SceneID(1))
        try await harness.open("rootswitch://shelf")
        scenes.closeCover(over: other)
        #expect(scenes.coverScreen(of: SceneID(1))?.title == "Shelf")
        scenes.closeCover(over: SceneID(1))
        #expect(scenes.coverScreen(of: SceneID(1)) == nil)
        #expect(!scenes.hasCover(over: SceneID(1)))
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(ShelfFeature.lifecycle == ["start", "stop", "start", "stop"])
    }

    @Test func aLinkOpenedSignedOutWaitsForMain() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.open("https://rootswitch.example/shelf")
        #expect(harness.app.pendingDeepLink == "https://rootswitch.example/shelf")

        try await harness.signInDemo()
        #expect(harness.app.screen.title == "Shelf")
        #expect(harness.events.deepLinks.last == "replayed https://rootswitch.example/shelf")
    }

    /// A window presents the flow's sheet from Main's root, which SwiftUI cannot do while a
    /// sheet of Main's is in front: a link to the feature closes Main's layers first, as a
    /// Main link does, and leaving the flow shows Main without them.
    @Test func aLinkToTheFeatureClosesMainsSheetFirst() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("settings")
        #expect(harness.app.snapshot.scene.modal == "/profile/settings")

        try await harness.open("rootswitch://shelf")
        #expect(harness.app.screen.title == "Shelf")
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.modal == nil)
        #expect(harness.app.snapshot.scene.stack == ["/profile"])
        #expect(harness.app.screen.title == "Profile")
    }

    /// A guard on Main's sheet holds the link as it holds any change: the dialog asks once;
    /// Keep leaves the sheet up and opens no flow, Discard closes it and then opens the flow.
    @Test(arguments: [("confirm", "Shelf", true), ("cancel", "Settings", false)])
    func aGuardOnMainsSheetAsksBeforeTheFlowOpens(answer: String, title: String, discards: Bool)
        async throws
    {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("settings")
        guard case .authenticated(_, let scenes) = harness.app.root else {
            Issue.record("not signed in")
            return
        }
        let navigator = scenes.navigation(of: harness.app.currentScene)?.navigator
        let sheet = try #require(navigator?.router(for: .profile)?.presented)
        sheet.guard(
            with: .confirmationDialog(
                "Discard changes?",
                buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")]))

        try await harness.open("rootswitch://shelf")
        #expect(harness.app.screen.title == "Discard changes?")
        #expect(ShelfFeature.lifecycle.isEmpty)
        try await harness.perform(answer)
        #expect(harness.app.screen.title == title)
        #expect(ShelfFeature.lifecycle == (discards ? ["start"] : []))
        #expect((navigator?.router(for: .profile)?.presented == nil) == discards)
    }

    @Test func aMainLinkOrATabLeavesTheFeature() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://shelf")
        #expect(throws: AppError.self) { try harness.app.selectTab("nowhere") }
        #expect(harness.app.screen.title == "Shelf")

        try await harness.selectTab("search")
        #expect(harness.app.snapshot.scene.tab == "search")
        try await harness.open("rootswitch://shelf")
        try await harness.open("rootswitch://items/3")
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/3"])
    }

    @Test func eachSceneHasItsOwnCoverAndSignOutClosesThem() async throws {
        let harness = try harness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://shelf")
        try harness.app.openScene()
        await harness.app.settle()
        #expect(harness.app.screen.title == "Home")

        try harness.app.switchScene(to: .init(1))
        #expect(harness.app.screen.title == "Shelf")
        try await harness.perform("done")
        try await harness.open("rootswitch://shelf")
        try await harness.selectTab("profile")
        try await harness.open("rootswitch://shelf")
        try await harness.open("rootswitch://profile/settings")
        try await harness.open("rootswitch://shelf")
        harness.app.signOut()
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(
            ShelfFeature.lifecycle.filter { $0 == "start" }.count
                == ShelfFeature.lifecycle.filter { $0 == "stop" }.count)
    }

    @Test func everyLinkedFeatureOfTheAppOpensAndGoesBack() async throws {
        let entries = LinkedFeatureEntry.all
        #expect(Set(entries.map(\.name)).count == entries.count, "one entry per feature")
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        for entry in entries {
            for template in entry.linkTemplates where !template.contains("<") {
                try await harness.open("rootswitch://\(template)")
                #expect(harness.app.snapshot.scene.stack != ["/home"], "\(template)")
                var steps = 0
                while harness.app.snapshot.scene.stack != ["/home"], steps < 10 {
                    #expect(harness.app.back(), "\(template) has a way back")
                    steps += 1
                }
                #expect(harness.app.snapshot.scene.stack == ["/home"], "\(template)")
            }
        }
    }
}
