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
        // Reported upward once, nothing else: no step change, no save, no event.
        #expect(harness.reports == [.signOut])
        #expect(harness.store.sent.isEmpty)
        #expect(harness.analytics.events.isEmpty)
        #expect(harness.stack.last == step)
    }

    @Test func theFlowSignsOutForAView() async {
        let harness = OnboardingHarness(resumeAt: .profile)
        harness.coordinator.signOut()
        #expect(harness.reports == [.signOut])
    }

    @Test func theStepsSavedBeforeStaySaved() async throws {
        let harness = OnboardingHarness()
        try await harness.perform("next")
        try await harness.perform("skip")
        try await harness.perform("signout")
        #expect(harness.reports == [.stepChanged(.permissions), .stepChanged(.profile), .signOut])
        #expect(harness.store.saved.map(\.step) == [.permissions, .profile])
    }

    @Test func aStoppedFlowReportsNothing() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        harness.coordinator.stop()
        harness.coordinator.signOut()
        #expect(harness.reports.isEmpty)
    }
}
