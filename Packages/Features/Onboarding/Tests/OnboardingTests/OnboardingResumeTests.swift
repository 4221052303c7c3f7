import FeatureShell
import Onboarding
import Routing
import Testing

@MainActor
@Suite struct OnboardingResumeTests {
    @Test(arguments: [
        (OnboardingStep.welcome, [OnboardingStep.welcome], "Welcome", ["next", "signout"]),
        (.permissions, [.welcome, .permissions], "Permissions", ["allow", "skip", "signout"]),
        (
            .profile, [.welcome, .permissions, .profile], "Your profile",
            ["save", "type", "signout"]
        ),
        (
            .complete, [.welcome, .permissions, .profile, .complete], "All set",
            ["finish", "signout"]
        ),
    ])
    func resumingBuildsTheStackUpToTheStep(
        step: OnboardingStep, stack: [OnboardingStep], title: String, actions: [String]
    ) {
        let harness = OnboardingHarness(resumeAt: step)
        #expect(harness.stack == stack)
        #expect(
            harness.coordinator.location == ScreenLocation(stack: stack.map(OnboardingRoute.init)))
        #expect(harness.screen.title == title)
        #expect(harness.screen.actions.map(\.name) == actions)
        #expect(harness.screen.content.contains("Step \(stack.count) of 4"))
        #expect(harness.reports.isEmpty)
    }

    @Test(arguments: OnboardingStep.allCases)
    func backWalksToWelcomeReportingEachStep(step: OnboardingStep) {
        let harness = OnboardingHarness(resumeAt: step)
        var expected: [OnboardingHarness.Report] = []
        var walked = harness.stack
        while walked.count > 1 {
            #expect(harness.coordinator.back())
            walked.removeLast()
            expected.append(.stepChanged(walked[walked.count - 1]))
            #expect(harness.stack == walked)
        }
        #expect(!harness.coordinator.back())
        #expect(harness.stack == [.welcome])
        #expect(harness.screen.title == "Welcome")
        #expect(harness.reports == expected)
    }

    @Test func backNeitherTracksNorSaves() async {
        let harness = OnboardingHarness(resumeAt: .complete)
        #expect(harness.coordinator.back())
        await harness.work.settle()
        #expect(harness.store.sent.isEmpty)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func goingForwardAgainAfterBackSavesTheStepAgain() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        #expect(harness.coordinator.back())
        try await harness.perform("skip")
        #expect(harness.stack == [.welcome, .permissions, .profile])
        #expect(harness.reports == [.stepChanged(.permissions), .stepChanged(.profile)])
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .profile, finished: false, permissionsGranted: false)
            ])
    }
}
