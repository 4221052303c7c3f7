import AppCore
import AppLive
import AppStateMachine
import Foundation
import Routing
import TestSupport
import Testing

/// Each deep link ends in one decision, and analytics and the App's events are both derived
/// from that one value, with the same words.
@MainActor @Suite struct DeepLinkDecisionTests {
    @Test func analyticsAndAppEventsAreTheSameDecisions() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "decisions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let analytics = RecordingAnalytics()
        var live = try LiveEnvironment(
            configuration: AppConfiguration(stateDirectory: directory, tokenStorage: .privateFile))
        live.environment.analytics = analytics
        let events = EventLog()
        let app = try RootSwitchApp(environment: live.environment, onEvent: { events.record($0) })
        defer { app.shutdown() }
        await app.settle()

        try app.open("rootswitch://items/42")  // waits for sign-in
        try app.open("https://rootswitch.example/items/7")  // replaces it, and waits
        #expect(throws: AppError.self) { try app.open("rootswitch://nowhere") }
        try app.perform(
            "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
        await app.settle()
        try app.open("rootswitch://signin")  // nothing shows sign-in to a signed-in user
        try app.open("rootswitch://home")
        await app.settle()

        let decisions = events.decisions
        #expect(
            decisions.map(\.description) == [
                "deep link deferred: rootswitch://items/42 (needs finished onboarding)",
                "deep link dropped: rootswitch://items/42 (a newer link replaced it)",
                "deep link deferred: https://rootswitch.example/items/7 (needs finished onboarding)",
                "deep link refused: rootswitch://nowhere (no_match)",
                "deep link replayed: https://rootswitch.example/items/7",
                "deep link dropped: rootswitch://signin (not shown while authenticated)",
                "deep link opened: rootswitch://home",
            ])
        let tracked = analytics.events.filter { $0.name.hasPrefix("deep_link_") }
        #expect(tracked == decisions.map(\.analyticsEvent))
        #expect(tracked.map(\.name) == decisions.map { "deep_link_\($0.verb)" })
        #expect(!tracked.contains { $0.properties.values.contains { $0.contains("://") } })
        #expect(app.snapshot.scene.stack == ["/home"])
        #expect(events.all.filter { if case .notice = $0 { true } else { false } }.isEmpty)
    }
}
