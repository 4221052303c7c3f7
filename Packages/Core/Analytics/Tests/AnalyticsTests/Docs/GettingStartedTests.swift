import Analytics
import AnalyticsLive
import Foundation
import Synchronization
import TestSupport
import Testing

/// The code of `Analytics.docc/GettingStarted.md`, step by step, with the outcomes the article
/// states. `Scripts/docs` checks that every code block of the article appears here verbatim,
/// so an API change that breaks the article fails these tests.
@Suite struct GettingStartedTests {
    @Test func aClientTakesEvents() {
        let counter = EventCounter()
        let analytics: any AnalyticsClient = counter
        analytics.track(.screenViewed("home"))
        analytics.track(.screenViewed("search"))
        // counter.count(of: "screen_viewed") == 2
        #expect(counter.count(of: "screen_viewed") == 2)
        #expect(counter.count(of: "sign_in") == 0)

        let quiet = NoopAnalytics()
        quiet.track(.screenViewed("home"))  // dropped
        #expect(!quiet.isListening)
    }

    @Test func hotPathsAskWhetherAnyoneListens() {
        for (analytics, expected) in [
            (NoopAnalytics() as any AnalyticsClient, 0), (EventCounter() as any AnalyticsClient, 1),
        ] {
            if analytics.isListening {
                analytics.track(.stateTransition(from: "signIn", to: "main", cause: "signedIn"))
            }
            #expect((analytics as? EventCounter)?.count(of: "state_transition") ?? 0 == expected)
        }
    }

    @Test func eventsAreNamedOnceAndRedacted() {
        let viewed = AnalyticsEvent.screenViewed("home")
        // viewed.name == "screen_viewed", viewed.properties == ["screen": "home"]
        #expect(viewed.name == "screen_viewed")
        #expect(viewed.properties == ["screen": "home"])

        let custom = AnalyticsEvent("plan_changed", ["plan": "pro", "email": "ann@example.com"])
        // custom.properties == ["plan": "pro", "email": "[redacted]"]
        #expect(custom.properties == ["plan": "pro", "email": "[redacted]"])
        #expect(custom.properties["email"] == AnalyticsEvent.redactedValue)
    }

    @Test func sinksWriteLinesAndJSONLines() throws {
        let lines = Mutex<[String]>([])
        let console = ConsoleAnalytics(write: { line in lines.withLock { $0.append(line) } })
        console.track(.stateTransition(from: "loading", to: "main", cause: "launch"))
        // lines == ["state_transition cause=launch from=loading to=main"]
        #expect(lines.withLock { $0 } == ["state_transition cause=launch from=loading to=main"])

        let stateDirectory = FileManager.default.temporaryDirectory
            .appending(path: "analytics-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        let file = stateDirectory.appending(path: "analytics.jsonl")
        let sink = JSONLinesFileAnalytics(
            fileURL: file, onError: { error in print("analytics:", error.reason) })
        sink.track(.screenViewed("home"))
        // analytics.jsonl: {"name":"screen_viewed","properties":{"screen":"home"},"time":"…"}
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(
            written.hasPrefix(#"{"name":"screen_viewed","properties":{"screen":"home"},"time":""#))
        #expect(written.hasSuffix("\"}\n"))
        #expect(written.split(separator: "\n").count == 1)
    }

    @Test func theRecorderKeepsEveryEvent() {
        let recorder = RecordingAnalytics()
        recorder.track(.signIn(result: "succeeded"))
        recorder.track(.onboardingStep("profile"))
        // recorder.names == ["sign_in", "onboarding_step"]
        // recorder.events[0].properties == ["result": "succeeded"]
        #expect(recorder.names == ["sign_in", "onboarding_step"])
        #expect(recorder.events[0].properties == ["result": "succeeded"])

        recorder.reset()
        // recorder.events.isEmpty
        #expect(recorder.events.isEmpty)
    }
}

extension GettingStartedTests {
    /// Counts events by name, as a dashboard would.
    final class EventCounter: AnalyticsClient {
        private let counts = Mutex<[String: Int]>([:])

        func track(_ event: AnalyticsEvent) {
            counts.withLock { $0[event.name, default: 0] += 1 }
        }

        func count(of name: String) -> Int {
            counts.withLock { $0[name] ?? 0 }
        }
    }
}
