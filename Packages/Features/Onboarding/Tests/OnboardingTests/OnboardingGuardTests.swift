import FeatureShell
import Onboarding
import Routing
import Testing

/// A name typed on the profile step and not saved is not thrown away without asking.
@MainActor
@Suite struct OnboardingGuardTests {
    /// A flow on the profile step with `Ann` typed.
    func typed() async throws -> OnboardingHarness {
        let harness = OnboardingHarness(resumeAt: .profile)
        try await harness.perform("type", ["name": "Ann"])
        return harness
    }

    @Test func typingANameGuardsTheFlow() async throws {
        let harness = try await typed()
        #expect(try profile(of: harness).hasUnsavedName)
        #expect(harness.coordinator.router.isGuarded)
        #expect(try profile(of: harness).name == "Ann")
    }

    @Test func goingBackAsksFirst() async throws {
        let harness = try await typed()
        #expect(harness.coordinator.back())
        #expect(harness.screen.title == "Discard changes?")
        #expect(harness.screen.content == ["The name you typed has not been saved."])
        #expect(harness.screen.actions.map(\.name) == ["confirm", "cancel"])
        #expect(harness.screen.actions.map(\.summary) == ["Discard", "Keep editing"])
        #expect(harness.stack == [.welcome, .permissions, .profile])
        #expect(harness.reports.isEmpty)
    }

    @Test func discardingGoesBackAndForgetsTheName() async throws {
        let harness = try await typed()
        _ = harness.coordinator.back()
        try await harness.perform("confirm")
        #expect(harness.stack == [.welcome, .permissions])
        #expect(harness.reports == [.stepChanged(.permissions)])
        #expect(try profile(of: harness).name == "")
        #expect(!harness.coordinator.router.isGuarded)
    }

    @Test func keepingEditingStaysWithTheName() async throws {
        let harness = try await typed()
        _ = harness.coordinator.back()
        try await harness.perform("cancel")
        #expect(harness.stack == [.welcome, .permissions, .profile])
        #expect(harness.screen.title == "Your profile")
        #expect(try profile(of: harness).name == "Ann")
        #expect(harness.reports.isEmpty)
    }

    /// What the App does with a deep link (or a restored step): it waits for the decision.
    @Test(arguments: [
        ("confirm", [OnboardingStep.welcome]), ("cancel", [.welcome, .permissions, .profile]),
    ])
    func aLinkWaitsForTheDecision(_ answer: String, stack: [OnboardingStep]) async throws {
        let harness = try await typed()
        harness.coordinator.navigator.open(.welcome)
        #expect(harness.stack == [.welcome, .permissions, .profile])
        try await harness.perform(answer)
        #expect(harness.stack == stack)
    }

    /// Blank is what saving trims away: spaces and line breaks alike. A view asks the model
    /// (`hasUnsavedName`), so it never keeps a back button the guard has no use for.
    @Test(arguments: ["", "   ", "\n", " \t\n "])
    func aBlankNameGuardsNothing(_ name: String) async throws {
        let harness = try await typed()
        try await harness.perform("type", ["name": name])
        #expect(try !profile(of: harness).hasUnsavedName)
        #expect(!harness.coordinator.router.isGuarded)
        #expect(harness.coordinator.back())
        #expect(harness.stack == [.welcome, .permissions])
    }

    @Test func savingLiftsTheGuard() async throws {
        let harness = try await typed()
        try await harness.perform("save", ["name": "Ann"])
        #expect(!harness.coordinator.router.isGuarded)
        #expect(harness.coordinator.back())
        #expect(harness.stack == [.welcome, .permissions, .profile])
    }

    @Test func aRefusedNameKeepsTheGuard() async throws {
        let harness = try await typed()
        try await harness.perform("save", ["name": String(repeating: "A", count: 101)])
        #expect(harness.coordinator.router.isGuarded)
    }

    private func profile(of harness: OnboardingHarness) throws -> ProfileStepModel {
        guard case .profile(let model) = harness.coordinator.model(for: .profile) else {
            Issue.record("the profile route shows another model")
            throw CancellationError()
        }
        return model
    }
}
