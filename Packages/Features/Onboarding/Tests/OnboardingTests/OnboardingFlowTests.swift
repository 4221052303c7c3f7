import FeatureShell
import Networking
import NetworkingTesting
import Onboarding
import Routing
import TestSupport
import Testing

@MainActor
@Suite struct OnboardingFlowTests {
    @Test func walksEveryStepThenFinishes() async throws {
        let harness = OnboardingHarness()
        try await harness.perform("next")
        try await harness.perform("allow")
        try await harness.perform("save", ["name": "Ann"])
        #expect(harness.screen.title == "All set")
        #expect(!harness.reports.contains(.finished))
        try await harness.perform("finish")
        #expect(
            harness.reports == [
                .stepChanged(.permissions), .stepChanged(.profile), .stepChanged(.complete),
                .finished,
            ])
        #expect(harness.trackedSteps == ["permissions", "profile", "complete"])
        #expect(harness.analytics.events.count == 3)
        #expect(harness.stack == [.welcome, .permissions, .profile, .complete])
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .permissions, finished: false),
                OnboardingProgress(step: .profile, finished: false, permissionsGranted: true),
                OnboardingProgress(step: .complete, finished: false, name: "Ann"),
                OnboardingProgress(step: .complete, finished: true),
            ])
        #expect(harness.store.saved.count == 4)
    }

    @Test func finishingOverTheLiveClientIsOneAuthenticatedJSONPut() async throws {
        let http = StubHTTPClient(always: OnboardingClientLiveTests.saved)
        let harness = OnboardingHarness(
            resumeAt: .complete, client: .live(http, token: OnboardingClientLiveTests.token))
        try await harness.perform("finish")
        #expect(harness.reports == [.finished])
        let request = try #require(http.requests.first)
        #expect(http.requests.count == 1)
        #expect(request.method == .put)
        #expect(request.path == "/v1/me/onboarding")
        #expect(request.headers["Authorization"] == "Bearer \(OnboardingClientLiveTests.token)")
        #expect(request.headers["Content-Type"] == "application/json")
    }

    @Test(arguments: [
        ("next", OnboardingStep.welcome, OnboardingStep.permissions),
        ("allow", .permissions, .profile), ("skip", .permissions, .profile),
    ])
    func eachStepChangeIsReportedTrackedAndSaved(
        action: String, from step: OnboardingStep, to next: OnboardingStep
    ) async throws {
        let harness = OnboardingHarness(resumeAt: step)
        try harness.coordinator.screen.perform(action)
        // Shown, reported and tracked at once; the save finishes later.
        #expect(harness.coordinator.location.stack.last == OnboardingRoute(next))
        #expect(harness.reports == [.stepChanged(next)])
        #expect(harness.trackedSteps == [next.rawValue])
        #expect(harness.work.running == ["onboarding-progress"])
        await harness.work.settle()
        #expect(harness.work.running.isEmpty)
        #expect(harness.store.sent.count == 1)
        #expect(harness.store.sent.first?.step == next)
    }

    @Test(arguments: [("allow", true), ("skip", false)])
    func permissionsChoiceIsSaved(action: String, granted: Bool) async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        try await harness.perform(action)
        #expect(harness.screen.title == "Your profile")
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .profile, finished: false, permissionsGranted: granted)
            ])
    }

    @Test func screensNameTheirActionsAndParameters() {
        let harness = OnboardingHarness(resumeAt: .profile)
        let save = harness.screen.action(named: "save")
        #expect(save?.parameters == [ActionParameter("name", .text)])
        #expect(harness.screen.content.first?.contains("1 to 100 characters") == true)
    }

    @Test func aScreenKeptAfterItsStepChangedDoesNothing() async throws {
        let harness = OnboardingHarness()
        let welcome = harness.screen
        try welcome.perform("next")
        try welcome.perform("next")
        await harness.work.settle()
        #expect(harness.stack == [.welcome, .permissions])
        #expect(harness.reports == [.stepChanged(.permissions)])
        #expect(harness.store.sent.count == 1)
    }

    @Test func finishingTwiceWhileTheFirstIsUnderWaySendsOnce() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        try harness.screen.perform("finish")
        try harness.screen.perform("finish")
        await harness.work.settle()
        #expect(harness.store.sent.count == 1)
        #expect(harness.reports == [.finished])
    }

    /// Without the ordering, `finish` overtakes the held save only when the scheduler lets it
    /// reach the backend before the gate opens, so the scenario runs several times; with the
    /// ordering it passes every time.
    @Test(arguments: 1...8)
    func finishLandsAfterTheProgressSaveBeforeIt(attempt: Int) async throws {
        let gate = Gate()
        let harness = OnboardingHarness(resumeAt: .profile, store: ProgressStore(gate: gate))
        try harness.screen.perform("save", arguments: ["name": "Ann"])
        await gate.arrival()
        try harness.screen.perform("finish")
        gate.open()
        await harness.work.settle()
        #expect(
            harness.store.saved == [
                OnboardingProgress(step: .complete, finished: false, name: "Ann"),
                OnboardingProgress(step: .complete, finished: true),
            ])
        #expect(harness.reports == [.stepChanged(.complete), .finished])
    }

    @Test(arguments: [
        (OnboardingStep.welcome, "finish"), (.permissions, "next"), (.profile, "allow"),
        (.complete, "save"),
    ])
    func anActionOfAnotherStepIsUnknown(step: OnboardingStep, action: String) {
        let harness = OnboardingHarness(resumeAt: step)
        #expect {
            try harness.screen.perform(action)
        } throws: { error in
            (error as? RoutingError)?.code == .unknownAction
        }
        #expect(harness.stack.last == step)
        #expect(harness.work.running.isEmpty)
    }

    @Test func anUndeclaredArgumentIsRefused() {
        let harness = OnboardingHarness()
        #expect {
            try harness.screen.perform("next", arguments: ["name": "Ann"])
        } throws: { error in
            (error as? RoutingError)?.code == .unknownArgument
        }
        #expect(harness.stack == [.welcome])
        #expect(harness.reports.isEmpty)
    }
}
