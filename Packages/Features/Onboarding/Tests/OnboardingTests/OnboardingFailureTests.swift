import Onboarding
import Routing
import Testing

@MainActor
@Suite struct OnboardingFailureTests {
    nonisolated static let progressFaults: [(TestBackend.Fault, String)] = [
        (.offline, "You appear to be offline."),
        (.timeout, "The server did not answer in time."),
        (.maintenance, "RootSwitch is under maintenance. Please try again later."),
        (.serverError, "Something went wrong (HTTP 500). Please try again."),
        (.badRequest(message: "step is not a step"), "step is not a step"),
    ]

    static let warningPrefix =
        "Warning: Your progress is kept on this device but was not saved online. "

    @Test(arguments: progressFaults)
    func aFailedProgressSaveStillAdvancesWithAWarning(
        fault: TestBackend.Fault, reason: String
    ) async throws {
        let harness = OnboardingHarness()
        harness.backend.fault = fault
        try await harness.perform("next")
        #expect(harness.screen.title == "Permissions")
        #expect(harness.stack == [.welcome, .permissions])
        #expect(harness.reports == [.stepChanged(.permissions)])
        #expect(harness.trackedSteps == ["permissions"])
        #expect(harness.screen.content.last == Self.warningPrefix + reason)
        #expect(harness.backend.stored.isEmpty)
    }

    @Test func theWarningStaysUntilASaveSucceeds() async throws {
        let harness = OnboardingHarness()
        harness.backend.fault = .offline
        try await harness.perform("next")
        try await harness.perform("skip")
        #expect(harness.screen.title == "Your profile")
        #expect(harness.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(harness.coordinator.back())
        #expect(harness.screen.content.contains { $0.hasPrefix("Warning:") })
        harness.backend.fault = nil
        try await harness.perform("allow")
        #expect(!harness.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(harness.reports.last == .stepChanged(.profile))
    }

    @Test func offlineWhileSavingTheNameStillReachesComplete() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        harness.backend.fault = .offline
        try await harness.perform("save", ["name": "Ann"])
        #expect(harness.screen.title == "All set")
        #expect(harness.screen.actions.map(\.name) == ["finish"])
        #expect(harness.screen.content.last == Self.warningPrefix + "You appear to be offline.")
    }

    @Test(arguments: [
        (TestBackend.Fault.offline, "Error: You appear to be offline."),
        (.timeout, "Error: The server did not answer in time."),
        (.maintenance, "Error: RootSwitch is under maintenance. Please try again later."),
        (.serverError, "Error: Something went wrong (HTTP 500). Please try again."),
    ])
    func aFailedFinishStaysOnCompleteAndCanBeRetried(
        fault: TestBackend.Fault, line: String
    ) async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.backend.fault = fault
        try await harness.perform("finish")
        #expect(harness.screen.title == "All set")
        #expect(harness.screen.content.last == line)
        #expect(harness.coordinator.location.stack.last == .complete)
        #expect(harness.reports.isEmpty)
        harness.backend.fault = nil
        try await harness.perform("finish")
        #expect(harness.reports == [.finished])
        #expect(!harness.screen.content.contains(line))
        #expect(harness.client.requests.count == 2)
        #expect(harness.backend.stored == [["step": .string("complete"), "finished": .bool(true)]])
    }

    @Test func anExpiredSessionDuringAProgressSaveIsReported() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        harness.backend.fault = .expiredSessions
        try await harness.perform("allow")
        #expect(harness.reports == [.stepChanged(.profile), .sessionExpired])
        #expect(!harness.screen.content.contains { $0.hasPrefix("Warning:") })
    }

    @Test func anExpiredSessionDuringFinishIsReportedInsteadOfFinishing() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.backend.fault = .expiredSessions
        try await harness.perform("finish")
        #expect(harness.reports == [.sessionExpired])
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }

    @Test func aTokenTheBackendDoesNotKnowEndsTheSession() async throws {
        let harness = OnboardingHarness(resumeAt: .complete, token: "stale-token")
        try await harness.perform("finish")
        #expect(harness.client.requests.first?.headers["Authorization"] == "Bearer stale-token")
        #expect(harness.reports == [.sessionExpired])
    }

    @Test func aStoppedCoordinatorDropsLateResults() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.backend.fault = .expiredSessions
        try harness.screen.perform("finish")
        harness.coordinator.stop()
        await harness.work.settle()
        #expect(harness.client.requests.count == 1)
        #expect(harness.reports.isEmpty)
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }
}
