import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// The test clock moves only when advanced, and wakes exactly the sleepers it reaches.
@Suite struct TestClockTests {
    @Test func sleeperWakesWhenTheDeadlineIsReachedAndNotBefore() async throws {
        let clock = TestClock()
        let woke = Mutex(false)
        let sleeper = Task {
            try await clock.sleep(for: .seconds(5))
            woke.withLock { $0 = true }
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(4))
        await Task.yield()
        #expect(!woke.withLock { $0 })
        #expect(clock.sleeperCount == 1)

        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(woke.withLock { $0 })
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(2))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsAndForgetsIt() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        #expect(await clock.waitForSleepers(1))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitingForSleepersThatNeverComeGivesUp() async {
        #expect(await TestClock().waitForSleepers(1, timeout: .milliseconds(50)) == false)
    }
}
