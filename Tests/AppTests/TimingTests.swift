import AppCore
import Testing

/// What the App times, on a clock the test moves by hand: the loading screen's minimum, a
/// waiting deep link's window, and the session check when the app becomes active.
@MainActor @Suite struct TimingTests {
    static let minimum = Duration.milliseconds(300)

    @Test func loadingStaysUpExactlyTheMinimumWhenTheBackendAnswersAtOnce() async throws {
        let harness = try AppHarness(minimumLoadingTime: Self.minimum)
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()
        try harness.backend.isInMaintenance = false

        try harness.app.perform("retry")
        // The backend has answered; the retry now waits for the clock.
        #expect(await harness.clock.waitForSleepers(1))
        #expect(harness.app.snapshot.app == "loading")

        harness.clock.advance(by: Self.minimum - .milliseconds(1))
        await Task.yield()
        #expect(harness.app.snapshot.app == "loading")
        #expect(harness.clock.sleeperCount == 1)

        harness.clock.advance(by: .milliseconds(1))
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.events.transitions.last == "loading -> authenticated (verified)")
    }

    @Test func loadingEndsAtOnceWhenTheMinimumHasPassedDuringTheCheck() async throws {
        let harness = try AppHarness(minimumLoadingTime: Self.minimum)
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()
        try harness.backend.isInMaintenance = false

        try harness.app.perform("retry")
        // More than the minimum passes before the answer is looked at: nothing is added.
        harness.clock.advance(by: Self.minimum * 2)
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.clock.sleeperCount == 0)
    }

    @Test func aLinkWaitingExactlyItsWindowStillOpensAfterSignIn() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/42")

        harness.clock.advance(by: .seconds(300))
        #expect(harness.app.pendingDeepLink == "rootswitch://items/42")
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.events.deepLinks.last == "replayed rootswitch://items/42")
    }

    @Test func aLinkWaitingLongerThanItsWindowIsDropped() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.open("rootswitch://items/42")

        harness.clock.advance(by: .seconds(300) + .nanoseconds(1))
        #expect(harness.app.pendingDeepLink == nil)
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(!harness.events.deepLinks.contains { $0.hasPrefix("replayed") })
    }

    @Test func theSessionIsCheckedWhenTheAppBecomesActiveAgain() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.backend.expireSessions()

        harness.app.setPhase(.background)
        #expect(!harness.app.runningWork.contains("verify-session"))
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "authenticated")

        harness.app.setPhase(.active)
        #expect(harness.app.runningWork.contains("verify-session"))
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(
            harness.events.transitions.last == "authenticated -> unauthenticated (sessionExpired)")
    }
}
