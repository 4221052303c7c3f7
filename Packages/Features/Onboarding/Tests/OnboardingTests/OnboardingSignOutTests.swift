import FeatureShell
import Onboarding
import Routing
import TestSupport
import Testing

/// A user can leave onboarding from any step (a mistyped email, another account).
@MainActor
@Suite struct OnboardingSignOutTests {
    @Test(arguments: OnboardingStep.allCases)
    func everyStepOffersSignOut(step: OnboardingStep) async throws {
        let harness = OnboardingHarness(resumeAt: step)
        #expect(harness.screen.actions.map(\.name).last == "signout")
        try await harness.perform("signout")
        #expect(harness.screen.title == "Sign out?")
        #expect(harness.screen.actions.map(\.name) == ["confirm", "cancel"])
        #expect(harness.reports.isEmpty)
        try await harness.perform("confirm")
        // Reported upward once, nothing else: no step change, no save, no event.
        #expect(harness.reports == [.signOut])
        #expect(harness.store.sent.isEmpty)
        #expect(harness.analytics.events.isEmpty)
        #expect(harness.stack.last == step)
    }

    @Test func theFlowSignsOutForAViewOnceConfirmed() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        harness.coordinator.signOut()
        let router = harness.coordinator.router
        let dialog = try #require(router.dialog)
        #expect(dialog.buttons.map(\.label) == ["Sign out", "Cancel"])
        router.choose(try #require(dialog.buttons.first { $0.role == .destructive }))
        #expect(harness.reports == [.signOut])
    }

    @Test func cancellingStaysOnTheStep() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        try await harness.perform("signout")
        try await harness.perform("cancel")
        #expect(harness.reports.isEmpty)
        #expect(harness.screen.title == "Permissions")
    }

    @Test func theStepsSavedBeforeStaySaved() async throws {
        let harness = OnboardingHarness()
        try await harness.perform("next")
        try await harness.perform("skip")
        try await harness.perform("signout")
        try await harness.perform("confirm")
        #expect(harness.reports == [.stepChanged(.permissions), .stepChanged(.profile), .signOut])
        #expect(harness.store.saved.map(\.step) == [.permissions, .profile])
    }

    @Test func aStoppedFlowReportsNothing() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        harness.coordinator.stop()
        harness.coordinator.signOut()
        if let dialog = harness.coordinator.router.dialog {
            harness.coordinator.router.choose(dialog.buttons[0])
        }
        #expect(harness.reports.isEmpty)
    }
}
