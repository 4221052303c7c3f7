import AppCore
import Routing
import Testing

/// What the system delivers before a window shows the App waits in the inbox, in order, and
/// opens once one has connected: none is dropped, at a cold launch or while every window is
/// disconnected.
@MainActor @Suite struct EntryInboxTests {
    static let item = IncomingEntry.notification(category: "item.updated", payload: ["item": "42"])

    /// A signed-in App waiting for its windows, and the inbox of its app delegate.
    private func signedIn() async throws -> (AppHarness, EntryInbox) {
        let harness = try AppHarness(windows: .awaitWindows)
        let window = try harness.app.windows.connect(.new)
        window.moved(to: .active)
        try await harness.signInDemo()
        try harness.relaunch()
        return (harness, EntryInbox())
    }

    /// A cold launch: a quick action, a notification tap and an intent come before the first
    /// window; each opens, in order, once it connects.
    @Test func entriesBeforeTheFirstWindowOpenOnceItConnects() async throws {
        let (harness, inbox) = try await signedIn()
        defer { harness.removeStateDirectory() }
        var started: [RootSwitchApp] = []
        inbox.onStart = { started.append($0) }

        inbox.deliver(.quickAction(type: "search"))
        inbox.deliver(Self.item)
        try inbox.open(.intent(name: "Search", values: ["q": "tea"]))
        #expect(inbox.waiting.count == 3)
        #expect(harness.events.deepLinks.isEmpty)

        let window = try harness.app.windows.connect(.restoring(SceneID(1)))
        inbox.windowConnected(window, in: harness.app)
        window.moved(to: .active)
        await harness.app.settle()
        #expect(inbox.waiting.isEmpty)
        #expect(started.count == 1)
        #expect(
            harness.events.deepLinks == [
                "opened rootswitch://search", "opened rootswitch://items/42",
                "opened rootswitch://search?q=tea",
            ])
        #expect(harness.app.snapshot.scene.stack == ["/search", "/search?q=tea"])
    }

    /// Every window disconnected in the background: a notification tapped then waits for the
    /// window the system connects for it, instead of being refused for want of a scene.
    @Test func anEntryWhileEveryWindowIsDisconnectedWaitsForOne() async throws {
        let (harness, inbox) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let window = try harness.app.windows.connect(.restoring(SceneID(1)))
        inbox.windowConnected(window, in: harness.app)
        window.moved(to: .background)
        window.disconnected()
        #expect(harness.app.openScenes.isEmpty)

        inbox.deliver(Self.item)
        #expect(inbox.waiting == [.entry(Self.item)])
        #expect(harness.app.refusal(in: SceneID(1)) == nil)

        let back = try harness.app.windows.connect(.restoring(window.scene))
        inbox.windowConnected(back, in: harness.app)
        back.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    /// A link a window received before it connected opens in that window's scene; one that
    /// does not resolve is refused to that window alone.
    @Test func aLinkBeforeItsWindowConnectedOpensInIt() async throws {
        let (harness, inbox) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let other = try harness.app.windows.connect(.restoring(SceneID(1)))
        inbox.windowConnected(other, in: harness.app)

        inbox.wait(link: "rootswitch://items/7")
        inbox.wait(link: "rootswitch://nowhere")
        let window = try harness.app.windows.connect(.new)
        inbox.windowConnected(window, in: harness.app)
        window.moved(to: .active)
        await harness.app.settle()
        #expect(harness.app.currentScene == window.scene)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/7"])
        #expect(harness.app.refusal(in: window.scene)?.code.rawValue == "no_match")
        #expect(harness.app.refusal(in: other.scene) == nil)
    }

    /// Once a window shows the App, an intent opens at once and its refusal is thrown, for the
    /// intent to fail with; a delegate's entry keeps its refusal for the current window.
    @Test func withAWindowAnEntryOpensAtOnce() async throws {
        let (harness, inbox) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let window = try harness.app.windows.connect(.restoring(SceneID(1)))
        inbox.windowConnected(window, in: harness.app)

        let refused = #expect(throws: AppError.self) {
            try inbox.open(.intent(name: "Nothing", values: [:]))
        }
        #expect(refused?.code.rawValue == "unknown_entry")
        inbox.deliver(.quickAction(type: "nothing"))
        #expect(harness.app.refusal(in: window.scene)?.code.rawValue == "unknown_entry")
        try inbox.open(.intent(name: "Search", values: ["q": "tea"]))
        #expect(inbox.waiting.isEmpty)
        #expect(harness.events.deepLinks.last == "opened rootswitch://search?q=tea")
    }

    /// The sessions iOS discarded, told before any window has made the App, are discarded once
    /// one has.
    @Test func closedScenesWaitForTheApp() async throws {
        let (harness, inbox) = try await signedIn()
        defer { harness.removeStateDirectory() }
        let second = try harness.app.windows.connect(.new)
        second.disconnected()
        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == [SceneID(1), second.scene])

        inbox.closed([second.scene])
        #expect(inbox.waiting == [.closed([second.scene])])
        let window = try harness.app.windows.connect(.restoring(SceneID(1)))
        inbox.windowConnected(window, in: harness.app)
        #expect(harness.app.disconnectedScenes.isEmpty)
        #expect(harness.app.openScenes == [SceneID(1)])
    }
}
