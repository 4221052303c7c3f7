import AppCore
import AppStateMachine
import Foundation
import Testing

/// An intent the transition table does not allow changes nothing at all: no root change,
/// no effect, no event; the refusal goes to the handler and to analytics.
@MainActor @Suite struct RefusedTransitionTests {
    @Test func aStaleRetryOnceBackInMainChangesNothing() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try await harness.relaunchIntoMaintenance()
        // The error screen as a view drew it, kept past the moment it went away.
        let errorScreen = harness.app.screen
        try #require(errorScreen.action(named: "retry") != nil)
        try harness.backend.isInMaintenance = false
        try await harness.perform("retry")
        try #require(harness.app.snapshot.app == "authenticated")
        let before = harness.app.snapshot
        let session = try Data(contentsOf: harness.file("session.json"))
        harness.events.clear()
        harness.rejections.isExpected = true

        try errorScreen.perform("retry")

        #expect(harness.app.snapshot == before)
        #expect(harness.app.screen.title == "Item 42")
        #expect(harness.app.runningWork.isEmpty)
        #expect(harness.events.all.isEmpty)
        #expect(try Data(contentsOf: harness.file("session.json")) == session)
        #expect(harness.rejections.all.map(\.description) == ["rejected retry in authenticated"])
        harness.quit()
        let analytics = try String(contentsOf: harness.file("analytics.jsonl"), encoding: .utf8)
        #expect(analytics.contains(#""name":"transition_rejected""#))
    }

    @Test func aStaleSignOutOnceSignedOutKeepsEverySavedFile() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()
        let errorScreen = harness.app.screen
        try await harness.perform("signout")
        try #require(harness.app.snapshot.app == "unauthenticated")
        let before = harness.app.snapshot
        harness.events.clear()
        harness.rejections.isExpected = true

        try errorScreen.perform("signout")

        #expect(harness.app.snapshot == before)
        #expect(harness.app.runningWork.isEmpty)
        #expect(harness.events.transitions.isEmpty)
        #expect(
            harness.rejections.all.map(\.description) == ["rejected signedOut in unauthenticated"])
    }
}
