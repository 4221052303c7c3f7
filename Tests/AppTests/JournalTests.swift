import AppCore
import AppLive
import Foundation
import Routing
import Synchronization
import Testing

/// A session recorded through the App's API replays, with no backend, to the same state;
/// the journal holds no secret; a replay that goes another way names the step.
@MainActor
@Suite struct JournalTests {
    /// The lines a recorder wrote, in order.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var text: String { lines.withLock { $0.joined(separator: "\n") + "\n" } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    /// A fresh state directory, removed by `remove`.
    struct Directory {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "JournalTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// Runs `inputs` on an App recording its journal on the embedded backend, waiting for all
    /// work after each, as `rootswitch --record` does; returns the journal and the session
    /// token the state directory keeps.
    func record(
        windows: WindowRestoration = .reconnectLast,
        _ inputs: @MainActor (RootSwitchApp, EmbeddedBackendSwitch) async throws -> Void
    ) async throws -> (journal: String, token: String?) {
        let directory = Directory()
        defer { directory.remove() }
        let lines = Lines()
        var live = try LiveEnvironment(
            configuration: AppConfiguration(
                stateDirectory: directory.url, tokenStorage: .privateFile))
        live.environment.journal = JournalRecorder(write: lines.append)
        let app = try RootSwitchApp(environment: live.environment, windows: windows)
        await app.settle()
        let backend = try #require(live.embeddedBackend)
        try await inputs(app, EmbeddedBackendSwitch { backend.isOffline = $0 })
        await app.settle()
        app.shutdown()
        let kept = try? String(
            contentsOf: directory.url.appending(path: "session-token.json"), encoding: .utf8)
        let token = kept.flatMap { $0.firstMatch(of: /"token":"([^"]+)"/)?.1 }.map(String.init)
        return (lines.text, token)
    }

    /// The live environment of `directory` after a first launch there: the demo user signed
    /// in, `then` done, everything settled, the App quit.
    func returningDemoUser(
        in directory: Directory, then: @MainActor (RootSwitchApp) throws -> Void = { _ in }
    ) async throws -> LiveEnvironment {
        let live = try LiveEnvironment(
            configuration: AppConfiguration(
                stateDirectory: directory.url, tokenStorage: .privateFile))
        let app = try RootSwitchApp(environment: live.environment)
        try app.perform(
            "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
        await app.settle()
        try then(app)
        await app.settle()
        app.shutdown()
        return live
    }

    /// Flips the embedded backend offline and back.
    struct EmbeddedBackendSwitch {
        let setOffline: @Sendable (Bool) -> Void
    }

    /// Replays `journal` on a fresh state directory with no backend.
    func replay(_ journal: String, until: Int? = nil) async throws -> JournalReplay.Result {
        let directory = Directory()
        defer { directory.remove() }
        let live = try LiveEnvironment(
            configuration: AppConfiguration(
                stateDirectory: directory.url, backend: .none, tokenStorage: .privateFile))
        return try await JournalReplay(text: journal).replay(on: live.environment, until: until)
    }

    /// Sign-in, browsing, deep links, an offline spell, a second scene and phase changes.
    func fullSession() async throws -> (journal: String, token: String?) {
        try await record { app, backend in
            @MainActor func step(_ input: @MainActor () throws -> Void) async throws {
                try input()
                await app.settle()
            }
            try await step {
                try app.perform(
                    "signin",
                    arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
            }
            try await step { try app.open("rootswitch://items/3") }
            try await step { app.back() }
            try await step { try app.selectTab("search") }
            try await step { try app.perform("search", arguments: ["q": "tea"]) }
            backend.setOffline(true)
            try await step { try app.selectTab("home") }
            try await step { try app.open("rootswitch://items/7") }
            backend.setOffline(false)
            try await step { try app.openScene(showing: "https://rootswitch.example/items/5") }
            try await step { try app.open("rootswitch://items/6", in: SceneID(1)) }
            try await step { app.setPhase(.background) }
            try await step { app.setPhase(.active) }
            try await step { try app.switchScene(to: SceneID(1)) }
        }
    }

    /// Windows that connect themselves, report their phases, are disconnected, come back and
    /// close, beside the scene commands: the replay connects them the same way.
    /// Every way in besides a URL is a step of its own, kept only as far as it makes its
    /// link (a notification's other fields are not written down), and replays alike.
    @Test func entriesAreRecordedAndReplayed() async throws {
        let (journal, _) = try await record { app, _ in
            try app.entries.open(
                .notification(
                    category: "item.updated", payload: ["item": "42", "body": "Item 42 changed"]))
            try app.perform(
                "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
            await app.settle()
            try app.entries.open(.quickAction(type: "settings"))
            try app.openScene()
            try app.entries.open(.intent(name: "Search", values: ["q": "tea"]))
            #expect(throws: AppError.self) { try app.entries.open(.quickAction(type: "nope")) }
        }
        #expect(!journal.contains("Item 42 changed"))
        #expect(
            journal.contains(
                #""deliver":{"entry":{"notification":{"category":"item.updated","payload":{"item":"42"}}}}"#
            ))
        #expect(journal.contains(#""outcome":"unknown_entry""#))
        let result = try await replay(journal)
        #expect(result.divergence == nil)
        #expect(result.app.snapshot.scene.stack == ["/search", "/search?q=tea"])
    }

    /// An intent whose link needs sign-in starts in the background (`.foreground(.deferred)`)
    /// before any window shows the App: it waits in the inbox, is delivered once the window it
    /// continues in connects, and then waits in the gate as any link until the user signs in.
    /// The journal records the delivery, and the replay does it again, waiting included.
    @Test func anIntentThatStartedInTheBackgroundIsRecordedAndReplayed() async throws {
        let (journal, _) = try await record(windows: .awaitWindows) { app, _ in
            let inbox = EntryInbox()
            try inbox.open(.intent(name: "OpenItem", values: ["id": "42"]))
            #expect(inbox.waiting.count == 1)
            let window = try app.windows.connect(.new)
            window.moved(to: .active)
            inbox.windowConnected(window, in: app)
            await app.settle()
            #expect(app.pendingDeepLink == "rootswitch://items/42")
            try app.perform(
                "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
            await app.settle()
            #expect(app.snapshot.scene.stack == ["/home", "/items/42"])
        }
        #expect(
            journal.contains(
                #""deliver":{"entry":{"intent":{"name":"OpenItem","values":{"id":"42"}}}}"#))
        let result = try await replay(journal)
        #expect(result.divergence == nil)
        #expect(result.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    @Test func aSessionOfWindowsReplaysToTheSameState() async throws {
        let (journal, _) = try await record(windows: .awaitWindows) { app, _ in
            let first = try app.windows.connect(.new)
            first.moved(to: .active)
            try app.perform(
                "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
            await app.settle()
            let linked = try app.windows.connect(.showing(url: "rootswitch://items/5"))
            linked.moved(to: .active)
            await app.settle()
            linked.disconnected()
            let back = try app.windows.connect(.restoring(linked.scene))
            back.moved(to: .active)
            await app.settle()
            let third = try app.windows.connect(.new)
            third.closed()
            try app.disconnectScene(first.scene)
            try app.reconnectScene(first.scene)
            await app.settle()
        }
        #expect(journal.contains("windowDisconnected"))
        let result = try await replay(journal)
        #expect(result.divergence == nil, "\(String(describing: result.divergence))")
        #expect(result.app.openScenes == [SceneID(1), SceneID(2)])
        #expect(result.app.currentScene == SceneID(1))
    }

    @Test func aFullSessionReplaysToTheSameStateWithNoBackend() async throws {
        let (journal, _) = try await fullSession()
        #expect(journal.contains(#""failure":"offline""#), "the offline spell is recorded")
        let result = try await replay(journal)
        #expect(result.divergence == nil, "\(String(describing: result.divergence))")
        #expect(result.steps == 12)
        #expect(result.app.openScenes.count == 2)
        #expect(result.app.snapshot.scene.stack == ["/home", "/items/6"])
    }

    @Test func theJournalHoldsNoPasswordOrToken() async throws {
        let (journal, token) = try await fullSession()
        let realToken = try #require(token)
        #expect(!realToken.hasPrefix("token-"))
        #expect(!journal.contains("demo-password"))
        #expect(!journal.contains(realToken))
        #expect(journal.contains(#""password":"[redacted]""#))
        #expect(journal.contains("token-1"))
    }

    /// An argument is written in clear only when the action it names, on the screen it was
    /// sent to, declares it and not as a secret: a secret, a misspelled name, an argument of
    /// an action the screen does not have (it changed meanwhile) are all `[redacted]`, the
    /// same text whatever their length. The replay still ends where the session did.
    @Test func everyArgumentNotDeclaredInClearIsRedacted() async throws {
        let secrets = ["hunter2-hunter2", "typed-elsewhere", "demo-password", "one-more-try"]
        let (journal, _) = try await record { app, _ in
            #expect(throws: AppError.self) {
                try app.perform(
                    "signin", arguments: ["email": "demo@rootswitch.dev", "pasword": secrets[0]])
            }
            #expect(throws: AppError.self) {
                try app.perform("unlock", arguments: ["password": secrets[1]])
            }
            try app.perform(
                "signin", arguments: ["email": "demo@rootswitch.dev", "password": secrets[2]])
            await app.settle()
            #expect(throws: AppError.self) {
                try app.perform("signin", arguments: ["email": "x@y.z", "password": secrets[3]])
            }
        }
        for secret in secrets { #expect(!journal.contains(secret), "\(secret)") }
        #expect(journal.contains(#""email":"demo@rootswitch.dev""#))
        #expect(journal.contains(#""email":"[redacted]""#), "the signed-in screen has no signin")
        #expect(journal.components(separatedBy: #":"[redacted]""#).count - 1 == 5)
        let result = try await replay(journal)
        #expect(result.divergence == nil, "\(String(describing: result.divergence))")
        #expect(result.app.user?.email == "demo@rootswitch.dev")
    }

    @Test func aReturningUserIsReplayedFromTheLaunchStateTheJournalHolds() async throws {
        let lines = Lines()
        let directory = Directory()
        defer { directory.remove() }
        var live = try await returningDemoUser(in: directory) { app in
            try app.open("rootswitch://items/4")
        }
        // The second launch, recorded: it starts signed in, on the saved item.
        live.environment.journal = JournalRecorder(write: lines.append)
        let app = try RootSwitchApp(environment: live.environment)
        await app.settle()
        app.back()
        await app.settle()
        app.shutdown()
        let result = try await replay(lines.text)
        #expect(result.divergence == nil, "\(String(describing: result.divergence))")
        #expect(result.app.user?.email == "demo@rootswitch.dev")
    }

    /// A launch before the device's first unlock: the journal says so, records the unlock as
    /// a step, and a replay starts locked and unlocks at that step.
    @Test func aLockedLaunchIsReplayedWithItsUnlock() async throws {
        let lines = Lines()
        let directory = Directory()
        defer { directory.remove() }
        var live = try await returningDemoUser(in: directory)
        let lock = DeviceLock(locked: true)
        live.environment.protectedData = lock
        live.environment.journal = JournalRecorder(write: lines.append)
        let app = try RootSwitchApp(environment: live.environment)
        try app.open("rootswitch://items/4")
        lock.unlock()
        await app.settle()
        app.shutdown()
        #expect(lines.text.contains(#""locked":true"#))
        #expect(lines.text.contains(#""unlock":{}"#))

        let result = try await replay(lines.text)
        #expect(result.divergence == nil, "\(String(describing: result.divergence))")
        #expect(result.steps == 2)
        #expect(result.app.snapshot.scene.stack == ["/home", "/items/4"])
    }

    @Test func untilStopsAfterTheStepWithoutCheckingTheEnd() async throws {
        let (journal, _) = try await fullSession()
        let result = try await replay(journal, until: 2)
        #expect(result.steps == 2)
        #expect(result.divergence == nil)
        #expect(result.app.snapshot.scene.stack == ["/home", "/items/3"])
    }

    @Test func aRequestTheJournalDoesNotHoldIsADivergenceAtItsStep() async throws {
        let (journal, _) = try await fullSession()
        let edited = journal.split(separator: "\n").filter {
            !$0.contains(#""request":"GET /v1/items/3""#)
        }.joined(separator: "\n")
        let result = try await replay(edited)
        #expect(result.divergence?.step == 2)
        #expect(result.divergence?.expected == "no request the journal does not hold")
        #expect(result.divergence?.got == "request GET /v1/items/3")
    }

    @Test func anotherScreenOrFinalStateIsADivergence() async throws {
        let (journal, _) = try await fullSession()
        let screen = try await replay(
            journal.replacingOccurrences(of: #""shows":"Search: tea""#, with: #""shows":"Tea""#))
        #expect(screen.divergence?.step == 5)
        #expect(screen.divergence?.expected == "screen \"Tea\"")
        let end = try await replay(
            journal.replacingOccurrences(of: #"\"scenes\":[1,2]"#, with: #"\"scenes\":[1]"#))
        #expect(end.divergence?.step == nil)
        #expect(end.divergence?.got.contains(#""scenes":[1,2]"#) == true)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("not json\n", "line 1 is not a journal header"),
        (#"{"step":{"step":1}}"#, "line 1 is not a journal header"),
        (
            #"{"journal":{"format":"rootswitch-journal","version":2,"started":"2026-11-25T00:00:00Z","launch":{}}}"#,
            "version 2; this rootswitch reads rootswitch-journal version 1"
        ),
        (
            #"{"journal":{"format":"other","version":1,"started":"2026-11-25T00:00:00Z","launch":{}}}"#,
            "it is other version 1"
        ),
        (
            #"{"journal":{"format":"rootswitch-journal","version":1,"started":"2026-11-25T00:00:00Z","launch":{"navigation":{}}}}"#,
            "no end line: the recording was cut short"
        ),
    ])
    func aBadJournalIsRefusedNamingWhy(text: String, reason: String) {
        #expect {
            try JournalReplay(text: text)
        } throws: { error in
            let error = error as? AppError
            return error?.code == .invalidJournal && error?.reason.contains(reason) == true
        }
    }

    @Test func aTruncatedLastLineIsRefused() async throws {
        let (journal, _) = try await fullSession()
        let cut = String(journal.dropLast(40))
        #expect(throws: AppError.self) { try JournalReplay(text: cut) }
    }

    @Test(arguments: ["1e308", "-1e300", "1000000001"])
    func aStepAtAnImpossibleTimeIsRefused(time: String) async throws {
        let (journal, _) = try await fullSession()
        let hostile = journal.replacingOccurrences(
            of: #""at":[0-9.]+"#, with: "\"at\":\(time)", options: .regularExpression)
        #expect {
            try JournalReplay(text: hostile)
        } throws: { error in
            let error = error as? AppError
            return error?.code == .invalidJournal
                && error?.reason.contains("not between 0 and 1000000000 s") == true
        }
    }
}
