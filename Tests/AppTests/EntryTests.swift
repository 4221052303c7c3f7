import AppCore
import AppStateMachine
import Routing
import Testing

/// Every way into the App besides a URL goes through the one table and gate: a tapped
/// notification, a continued user activity, a Spotlight item, a quick action, an App Intent,
/// each with a link's decisions, waiting and events, in the window that shows its tab.
@MainActor @Suite struct EntryTests {
    nonisolated static let itemNotification = IncomingEntry.notification(
        category: "item.updated", payload: ["item": "42"])

    /// Delivers an entry, then waits for all the work it started.
    @discardableResult
    func deliver(_ entry: IncomingEntry, to harness: AppHarness) async throws -> SceneID {
        let scene = try harness.app.entries.open(entry)
        await harness.app.settle()
        return scene
    }

    @Test func aNotificationTappedWhileSignedOutOpensItsScreenAfterSignIn() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await deliver(Self.itemNotification, to: harness)
        #expect(harness.app.pendingDeepLink == "rootswitch://items/42")
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        #expect(harness.events.deepLinks == ["deferred rootswitch://items/42"])

        try await harness.signInDemo()
        #expect(harness.app.snapshot.pendingDeepLink == nil)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "replayed rootswitch://items/42")
        #expect(harness.app.screen.title == "Item 42")
    }

    /// A notification for the user who signs out is dropped then: the next user to sign in
    /// never sees it.
    @Test func aWaitingNotificationIsDroppedWhenItsUserSignsOut() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await deliver(Self.itemNotification, to: harness)
        #expect(
            harness.events.decisions.last?.outcome == .deferred(needs: "finished onboarding"))
        #expect(harness.app.pendingDeepLink == "rootswitch://items/42")

        try await harness.perform("signout")
        try await harness.perform("confirm")
        #expect(harness.events.decisions.last?.outcome == .dropped(.signedOut))
        #expect(harness.app.pendingDeepLink == nil)
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func anEntryOpensInTheWindowShowingItsTab() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.app.openScene()
        try await harness.selectTab("search")
        try harness.app.switchScene(to: SceneID(1))
        await harness.app.settle()

        // Scene 2 shows the search tab: a search opens there, and it comes forward.
        let searched = try await deliver(.intent(name: "Search", values: ["q": "tea"]), to: harness)
        #expect(searched == SceneID(2))
        #expect(harness.app.currentScene == SceneID(2))
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=tea"])
        // An item is on the home tab, which scene 1 shows.
        #expect(try await deliver(Self.itemNotification, to: harness) == SceneID(1))
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        // No scene shows the profile tab: the current scene does.
        #expect(try await deliver(.quickAction(type: "settings"), to: harness) == SceneID(1))
        #expect(harness.app.snapshot.scene.tab == "profile")
        #expect(harness.app.snapshot.scene.modal == "/profile/settings")
        try harness.app.switchScene(to: SceneID(2))
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=tea"])
    }

    /// Each kind of entry, signed in, and where it leads: the stack, or the sheet.
    @Test(
        arguments: [
            (itemNotification, ["/home", "/items/42"], nil),
            (
                .notification(category: "", payload: ["link": "rootswitch://search?q=blue"]),
                ["/search", "/search?q=blue"], nil
            ),
            (
                .activity(
                    type: IncomingEntry.browsingWeb,
                    webpageURL: "https://rootswitch.example/items/7",
                    userInfo: [:]),
                ["/home", "/items/7"], nil
            ),
            (
                .activity(
                    type: "dev.rootswitch.app.screen", webpageURL: nil,
                    userInfo: ["link": "rootswitch://profile/settings/about"]),
                ["/profile"], "/profile/settings/about"
            ),
            (.spotlight(identifier: "rootswitch://items/9"), ["/home", "/items/9"], nil),
            (.quickAction(type: "search"), ["/search"], nil),
            (.quickAction(type: "settings"), ["/profile"], "/profile/settings"),
            (.intent(name: "OpenItem", values: ["id": "3"]), ["/home", "/items/3"], nil),
            (
                .intent(name: "Search", values: ["q": "blue car"]),
                ["/search", "/search?q=blue%20car"], nil
            ),
        ] as [(IncomingEntry, [String], String?)])
    func eachKindOfEntryOpensItsScreen(entry: IncomingEntry, stack: [String], modal: String?)
        async throws
    {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.events.clear()
        try await deliver(entry, to: harness)
        #expect(harness.app.snapshot.scene.stack == stack)
        #expect(harness.app.snapshot.scene.modal == modal)
        #expect(harness.events.decisions.map(\.verb) == ["opened"])
    }

    @Test(arguments: [
        (IncomingEntry.quickAction(type: "wishlist"), "unknown_entry"),
        (.notification(category: "item.updated", payload: ["id": "42"]), "incomplete_entry"),
        (.intent(name: "OpenItem", values: ["id": "forty-two"]), "unconvertible_value"),
        (.spotlight(identifier: "ftp://items/1"), "unsupported_scheme"),
        (.activity(type: "com.example.other", webpageURL: nil, userInfo: [:]), "unknown_entry"),
    ])
    func anEntryWithoutALinkIsRefusedAndTheWaitingLinkStays(entry: IncomingEntry, code: String)
        async throws
    {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/5")
        #expect(throws: AppError.self) { try harness.app.entries.open(entry) }
        let decision = try #require(harness.events.decisions.last)
        #expect(decision.outcome == .refused(RoutingError.Code(rawValue: code)))
        #expect(harness.app.pendingDeepLink == "rootswitch://items/5")
    }

    /// A screen offers its link as its user activity; continuing it on another device opens
    /// the same screen there.
    @Test func aScreensActivityContinuesOnAnotherDevice() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        let activity = try #require(harness.app.entries.activity(of: harness.app.currentScene))
        #expect(activity.type == harness.app.entries.activityType)
        #expect(activity.link == "rootswitch://items/42")
        #expect(activity.webpageURL == "https://rootswitch.example/items/42")
        #expect(activity.title == harness.app.screen.title)
        #expect(activity.targetContentIdentifier == "home")
        let events = harness.app.entries.externalEvents(of: harness.app.currentScene)
        #expect(events.preferring == ["home"])
        #expect(events.allowing == ["*"])
        #expect(harness.app.entries.externalEvents(of: SceneID(9)).preferring.isEmpty)
        // A window that has not connected yet prefers nothing and takes any event.
        #expect(harness.app.entries.externalEvents(of: nil) == ([], ["*"]))
        #expect(harness.app.entries.activity(of: SceneID(9)) == nil)

        let other = try AppHarness()
        defer { other.removeStateDirectory() }
        try await deliver(activity.entry, to: other)
        try await other.signInDemo()
        #expect(other.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    @Test func aQuickActionNamesTheTabItOpens() throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let quickActions = harness.app.entries.points.compactMap { point -> String? in
            if case .quickAction(let type, _) = point.kind { type } else { nil }
        }
        #expect(quickActions == ["search", "settings"])
        #expect(harness.app.entries.target(of: .quickAction(type: "search")) == "search")
        #expect(harness.app.entries.target(of: .quickAction(type: "settings")) == "profile")
        #expect(harness.app.entries.target(of: .quickAction(type: "nope")) == nil)
    }

    @Test func aLockedLaunchKeepsTheEntryWaitingUntilTheUnlock() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let lock = DeviceLock(locked: true)
        try harness.relaunch(lock: lock)
        try await deliver(.quickAction(type: "search"), to: harness)
        #expect(harness.app.pendingDeepLink == "rootswitch://search")
        lock.unlock()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.tab == "search")
        #expect(harness.app.snapshot.scene.stack == ["/search"])
    }
}
