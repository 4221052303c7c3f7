import AppCore
import Observation
import RoutingTesting
import TestSupport
import Testing

/// A SwiftUI view holding the App re-renders when what it read changes: Observation tracks
/// the root, the current scene, the warning and the waiting deep link through the App.
@MainActor @Suite struct ObservationTests {
    @Test func signingInChangesTheTrackedState() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        await harness.app.settle()
        let changed = ChangeFlag.tracking { _ = harness.app.state }

        try await harness.signInDemo()
        #expect(changed.isSet)
    }

    @Test func signingOutChangesTheTrackedScreen() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        let changed = ChangeFlag.tracking { _ = harness.app.screen }

        try await harness.perform("signout")
        #expect(changed.isSet)
        try await harness.perform("confirm")
        #expect(harness.app.screen.title == "Sign in")
    }

    @Test func openingASceneChangesTheTrackedCurrentScene() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let changed = ChangeFlag.tracking { _ = harness.app.currentScene }

        try harness.app.openScene()
        #expect(changed.isSet)
    }

    @Test func anOfflineCheckChangesTheTrackedWarning() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.relaunch()
        let changed = ChangeFlag.tracking { _ = harness.app.warning }

        try harness.backend.isOffline = true
        await harness.app.settle()
        #expect(harness.app.warning != nil)
        #expect(changed.isSet)
    }

    @Test func aDeferredLinkChangesTheTrackedPendingLink() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let changed = ChangeFlag.tracking { _ = harness.app.pendingDeepLink }

        try await harness.open("rootswitch://items/7")
        #expect(harness.app.pendingDeepLink == "rootswitch://items/7")
        #expect(changed.isSet)
    }

    @Test func readingNothingThatChangesIsNotNotified() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let changed = ChangeFlag.tracking { _ = harness.app.currentScene }

        try await harness.open("rootswitch://items/7")
        #expect(!changed.isSet)
    }
}
