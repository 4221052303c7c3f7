import AppCore
import AppStateMachine
import Routing
import Testing

/// Links across features: pending until sign-in or onboarding lets them through, then
/// replayed; refused with a code when they do not resolve.
@MainActor @Suite struct DeepLinkTests {
    @Test(arguments: ["rootswitch://items/42", "https://rootswitch.example/items/42"])
    func linkWhileSignedOutOpensAfterSignIn(url: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open(url)
        // The waiting link keeps the URL it arrived with.
        #expect(harness.app.snapshot.pendingDeepLink == url)
        #expect(harness.app.pendingDeepLink == url)
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        #expect(harness.events.deepLinks == ["deferred \(url)"])

        try await harness.signInDemo()
        let snapshot = harness.app.snapshot
        #expect(snapshot.pendingDeepLink == nil)
        #expect(snapshot.scene.tab == "home")
        #expect(snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "replayed \(url)")
    }

    @Test func linkDuringOnboardingOpensAfterItEnds() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.open("rootswitch://search?q=blue")
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://search?q=blue")
        #expect(harness.app.snapshot.step == "welcome")
        #expect(harness.app.snapshot.scene.stack == ["/onboarding/welcome"])

        try await harness.completeOnboarding()
        let snapshot = harness.app.snapshot
        #expect(snapshot.pendingDeepLink == nil)
        #expect(snapshot.scene.tab == "search")
        #expect(snapshot.scene.stack == ["/search", "/search?q=blue"])
        #expect(harness.events.deepLinks.last == "replayed rootswitch://search?q=blue")
    }

    @Test func linkWhileSignedInOpensAtOnce() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("https://rootswitch.example/profile/settings")
        let snapshot = harness.app.snapshot
        #expect(snapshot.pendingDeepLink == nil)
        #expect(snapshot.scene.tab == "profile")
        #expect(snapshot.scene.stack == ["/profile"])
        #expect(snapshot.scene.modal == "/profile/settings")
        #expect(harness.events.deepLinks == ["opened https://rootswitch.example/profile/settings"])

        // The sign-in link means nothing to a signed-in user.
        try await harness.open("rootswitch://signin")
        #expect(harness.app.snapshot == snapshot)
        #expect(
            harness.events.decisions.last?.outcome == .dropped(.notShown(state: "authenticated")))
        #expect(
            harness.events.decisions.last?.description
                == "deep link dropped: rootswitch://signin (not shown while authenticated)")
        #expect(!harness.events.deepLinks.contains("opened rootswitch://signin"))
    }

    @Test func linkOnTheErrorScreenOpensOnceTheBackendIsBack() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()

        try await harness.open("rootswitch://items/9")
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://items/9")
        #expect(harness.app.snapshot.app == "error")
        try harness.backend.isInMaintenance = false
        try await harness.perform("retry")
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.app.snapshot.pendingDeepLink == nil)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/9"])
    }

    /// A waiting link outlives a relaunch within its window, measured from when it arrived,
    /// and opens once the user signs in.
    @Test func aWaitingLinkIsKeptAcrossARelaunch() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/42")
        harness.clock.advance(by: .seconds(200))
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://items/42")

        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "replayed rootswitch://items/42")
        // Opened: the next launch has nothing waiting.
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.pendingDeepLink == nil)
    }

    @Test func aWaitingLinkPastItsWindowIsDroppedOnRelaunch() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/42")
        harness.clock.advance(by: .seconds(200))
        try harness.relaunch()
        harness.clock.advance(by: .seconds(101))
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.pendingDeepLink == nil)
        #expect(harness.events.deepLinks.last == "dropped rootswitch://items/42")
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func newerPendingLinkReplacesTheOlderOne() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/1")
        try await harness.open("rootswitch://search?q=red")
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://search?q=red")
    }

    @Test func signInLinkOpensSignInOnAFreshDevice() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://signin")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        #expect(harness.app.screen.title == "Sign in")
        #expect(harness.events.deepLinks == ["opened rootswitch://signin"])
    }

    nonisolated static let malformedLinks: [(url: String, code: String)] = [
        ("rootswitch://items/abc", "unconvertible_value"),
        ("ftp://x", "unsupported_scheme"),
        ("https://elsewhere.example/items/1", "unknown_host"),
        ("rootswitch://nowhere", "no_match"),
        ("rootswitch://items", "no_match"),
        ("rootswitch://items/99999999999999999999", "unconvertible_value"),
        ("not a link", "malformed_url"),
    ]

    @Test(arguments: malformedLinks)
    func malformedLinkIsRefusedAndKeepsThePendingOne(url: String, code: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/7")
        let before = harness.app.snapshot

        let error = #expect(throws: AppError.self) { try harness.app.open(url) }
        await harness.app.settle()
        #expect(error?.code.rawValue == code)
        #expect(harness.app.snapshot == before)
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://items/7")
        #expect(harness.events.deepLinks.last == "refused \(url)")
    }

    @Test func malformedLinksLeaveTheNavigationAlone() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "3"])
        let before = harness.app.snapshot
        #expect(before.scene.stack == ["/home", "/items/3"])

        for (url, code) in Self.malformedLinks {
            let error = #expect(throws: AppError.self) { try harness.app.open(url) }
            await harness.app.settle()
            #expect(error?.code.rawValue == code, "\(url)")
        }
        #expect(harness.app.snapshot == before)
    }
}
