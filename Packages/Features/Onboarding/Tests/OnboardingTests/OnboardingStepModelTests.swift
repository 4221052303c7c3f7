import Onboarding
import TestSupport
import Testing

/// The steps through their typed models alone: no action names, no string arguments.
@MainActor
@Suite struct OnboardingStepModelTests {
    private let offline = OnboardingError(.offline, reason: Reason.offline)

    @Test func theStepsMoveInOrderThroughTheirModels() async throws {
        let harness = OnboardingHarness()
        let flow = harness.coordinator
        try #require(flow.model(for: .welcome).welcome).next()
        #expect(flow.step == .permissions)
        try #require(flow.model(for: .permissions).permissions).allow()
        #expect(flow.step == .profile)
        try #require(flow.model(for: .profile).profile).save(name: "  Ann Lee ")
        #expect(flow.step == .complete)
        let complete = try #require(flow.model(for: .complete).complete)
        complete.finish()
        #expect(complete.isFinishing)
        #expect(!harness.reports.contains(.finished))

        await harness.work.settle()
        #expect(!complete.isFinishing)
        #expect(complete.error == nil)
        #expect(
            harness.reports == [
                .stepChanged(.permissions), .stepChanged(.profile), .stepChanged(.complete),
                .finished,
            ])
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .permissions, finished: false),
                OnboardingProgress(step: .profile, finished: false, permissionsGranted: true),
                OnboardingProgress(step: .complete, finished: false, name: "Ann Lee"),
                OnboardingProgress(step: .complete, finished: true),
            ])
    }

    @Test func skippingPermissionsSavesTheRefusal() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        try #require(harness.coordinator.model(for: .permissions).permissions).skip()
        await harness.work.settle()
        #expect(harness.coordinator.step == .profile)
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .profile, finished: false, permissionsGranted: false)
            ])
    }

    @Test(arguments: OnboardingStep.allCases.enumerated().map { ($0.element, $0.offset + 1) })
    func eachStepKnowsItsPosition(step: OnboardingStep, number: Int) {
        let position = OnboardingHarness().coordinator.model(for: OnboardingRoute(step)).position
        #expect(position.number == number)
        #expect(position.count == 4)
    }

    @Test(arguments: ["", "   ", "\n\t", String(repeating: "x", count: 101)])
    func anInvalidNameKeepsTheProfileStepWithATypedError(name: String) async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        let profile = try #require(harness.coordinator.model(for: .profile).profile)
        profile.save(name: name)
        await harness.work.settle()

        #expect(profile.error?.code == .invalidName)
        #expect(harness.coordinator.step == .profile)
        #expect(harness.reports.isEmpty)
        #expect(harness.store.sent.isEmpty)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func theNameLimitsAreTheBackendsOneToAHundredCharacters() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        let profile = try #require(harness.coordinator.model(for: .profile).profile)
        #expect(profile.nameLength == 1...100)
        profile.save(name: String(repeating: "é", count: 101))
        #expect(profile.error != nil)
        profile.save(name: String(repeating: "é", count: 100))
        #expect(profile.error == nil)
        #expect(harness.coordinator.step == .complete)
    }

    @Test func aFailedFinishKeepsTheCompleteStepWithATypedError() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.store.failure = offline
        let complete = try #require(harness.coordinator.model(for: .complete).complete)
        complete.finish()
        await harness.work.settle()

        #expect(complete.error == offline)
        #expect(!complete.isFinishing)
        #expect(harness.coordinator.step == .complete)
        #expect(harness.reports.isEmpty)

        harness.store.failure = nil
        complete.finish()
        await harness.work.settle()
        #expect(complete.error == nil)
        #expect(harness.reports == [.finished])
    }

    @Test func anExpiredSessionWhileFinishingIsReportedNotShown() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.store.failure = OnboardingError(.sessionExpired, reason: Reason.sessionExpired)
        let complete = try #require(harness.coordinator.model(for: .complete).complete)
        complete.finish()
        await harness.work.settle()
        #expect(complete.error == nil)
        #expect(harness.reports == [.sessionExpired])
    }

    @Test func finishingRefusesASecondFinishWhileTheFirstRuns() async throws {
        let gate = Gate()
        let harness = OnboardingHarness(resumeAt: .complete, store: ProgressStore(gate: gate))
        let complete = try #require(harness.coordinator.model(for: .complete).complete)
        complete.finish()
        await gate.arrival()
        #expect(complete.isFinishing)
        complete.finish()

        gate.open()
        await harness.work.settle()
        #expect(harness.store.sent.count == 1)
        #expect(harness.reports == [.finished])
        #expect(!complete.isFinishing)
    }

    @Test func aFailedProgressSaveSetsTheTypedWarningOnEveryStep() async throws {
        let harness = OnboardingHarness()
        let flow = harness.coordinator
        harness.store.failure = offline
        try #require(flow.model(for: .welcome).welcome).next()
        await harness.work.settle()
        #expect(flow.step == .permissions)
        for step in OnboardingStep.allCases {
            #expect(flow.model(for: OnboardingRoute(step)).warning == offline)
        }

        harness.store.failure = nil
        try #require(flow.model(for: .permissions).permissions).skip()
        await harness.work.settle()
        #expect(flow.model(for: .profile).warning == nil)
    }

    @Test func aModelKeptAfterItsStepChangedDoesNothing() async throws {
        let harness = OnboardingHarness()
        let welcome = try #require(harness.coordinator.model(for: .welcome).welcome)
        welcome.next()
        welcome.next()
        let complete = try #require(harness.coordinator.model(for: .complete).complete)
        complete.finish()
        await harness.work.settle()

        #expect(harness.coordinator.step == .permissions)
        #expect(harness.reports == [.stepChanged(.permissions)])
        #expect(harness.store.sent.count == 1)
        #expect(!complete.isFinishing)
    }

    @Test func leavingAStepForgetsItsError() throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        let profile = try #require(harness.coordinator.model(for: .profile).profile)
        profile.save(name: " ")
        #expect(profile.error != nil)
        #expect(harness.coordinator.back())
        #expect(profile.error == nil)
    }

    /// Each step words its state once, for the text screen and a view alike.
    @Test func theStepsWordTheirTitlePositionAndLimits() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        let profile = try #require(harness.coordinator.model(for: .profile).profile)
        #expect(profile.position.description == "Step 3 of 4")
        #expect(profile.nameHint == "Choose the name others see (1 to 100 characters).")
        #expect(harness.screen.title == OnboardingStep.profile.title)
        #expect(harness.screen.content.prefix(2) == [profile.nameHint, "Step 3 of 4"])
        #expect(
            OnboardingStep.allCases.map(\.title) == [
                "Welcome", "Permissions", "Your profile", "All set",
            ])
    }
}
