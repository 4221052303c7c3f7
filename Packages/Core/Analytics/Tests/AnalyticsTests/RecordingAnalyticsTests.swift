import Analytics
import TestSupport
import Testing

@Suite struct RecordingAnalyticsTests {
    @Test func recordsEventsInOrder() {
        let analytics = RecordingAnalytics()
        analytics.track(.screenViewed("intro"))
        analytics.track(.signIn(result: "succeeded"))
        #expect(analytics.names == ["screen_viewed", "sign_in"])
        #expect(analytics.events == [.screenViewed("intro"), .signIn(result: "succeeded")])
    }

    @Test func onlyTheNoopClientSaysNobodyListens() {
        #expect(RecordingAnalytics().isListening)
        #expect(!NoopAnalytics().isListening)
    }

    @Test func resetForgetsEverything() {
        let analytics = RecordingAnalytics()
        analytics.track(.screenViewed("intro"))
        analytics.reset()
        #expect(analytics.events.isEmpty)
        analytics.track(.onboardingStep("welcome"))
        #expect(analytics.names == ["onboarding_step"])
    }

    @Test func keepsEveryEventFromConcurrentTasks() async {
        let analytics = RecordingAnalytics()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<100 { analytics.track(.screenViewed("\(task)-\(index)")) }
                }
            }
        }
        #expect(Set(analytics.events.compactMap { $0.properties["screen"] }).count == 800)
    }
}
