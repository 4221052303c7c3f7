import Routing
import Testing
import WorkTracking

@MainActor
@Suite struct BackgroundWorkTests {
    @Test func settleWaitsForWorkStartedWhileWaiting() async {
        let work = BackgroundWork()
        var log: [String] = []
        work.start("first") {
            await Task.yield()
            log.append("first")
            work.start("second") {
                await Task.yield()
                log.append("second")
            }
        }
        await work.settle()
        #expect(log == ["first", "second"])
        #expect(work.running.isEmpty)
    }

    @Test func settlingForegroundLeavesBackgroundWorkRunning() async {
        let work = BackgroundWork()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        var finished: [String] = []
        work.start("verify", priority: .background) {
            for await _ in gate { break }
            finished.append("verify")
        }
        work.start("sign-in") { finished.append("sign-in") }
        await work.settle(.foreground)
        #expect(finished == ["sign-in"])
        #expect(work.running == ["verify"])
        opener.yield()
        await work.settle()
        #expect(finished == ["sign-in", "verify"])
    }

    @Test func cancelAllReachesRunningWork() async {
        let work = BackgroundWork()
        var sawCancellation = false
        work.start("long", priority: .background) {
            while !Task.isCancelled { await Task.yield() }
            sawCancellation = true
        }
        work.cancelAll()
        await work.settle()
        #expect(sawCancellation)
    }

    @Test func cancellingForegroundWorkLeavesBackgroundWorkRunning() async {
        let work = BackgroundWork()
        var cancelled: [String] = []
        for (label, priority) in [
            ("sign-in", BackgroundWork.Priority.foreground), ("verify", .background),
        ] {
            work.start(label, priority: priority) {
                while !Task.isCancelled { await Task.yield() }
                cancelled.append(label)
            }
        }
        work.cancel(.foreground)
        await work.settle(.foreground)
        #expect(cancelled == ["sign-in"])
        #expect(work.running == ["verify"])
        work.cancel(.background)
        await work.settle()
        #expect(cancelled == ["sign-in", "verify"])
    }
}

@MainActor
@Suite struct BackgroundWorkLimitTests {
    @Test func refusesNewWorkAtItsLimitAndTakesItAgainOnceSome() async {
        let work = BackgroundWork(limit: 3)
        let (gate, opener) = AsyncStream<Void>.makeStream()
        for index in 0..<3 {
            #expect(throws: Never.self) { try work.checkCapacity() }
            work.start("job \(index)") {
                for await _ in gate { break }
            }
        }
        let error = #expect(throws: RoutingError.self) { try work.checkCapacity() }
        #expect(error?.code == .tooMuchWork)
        #expect(error?.reason.contains("3") == true)
        opener.finish()
        await work.settle()
        #expect(throws: Never.self) { try work.checkCapacity() }
    }

    @Test func defaultLimitIsSixtyFour() {
        #expect(BackgroundWork().limit == 64)
        #expect(BackgroundWork.defaultLimit == 64)
    }
}
