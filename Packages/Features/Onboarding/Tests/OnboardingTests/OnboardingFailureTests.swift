import Networking
import NetworkingTesting
import Onboarding
import Routing
import Testing

/// What the flow does when saving fails: progress goes on with a warning, finishing waits,
/// an expired session is reported.
@MainActor
@Suite struct OnboardingFailureTests {
    nonisolated static let progressFailures = [
        OnboardingError(.offline, reason: Reason.offline),
        OnboardingError(.offline, reason: Reason.timeout),
        OnboardingError(.maintenance, reason: Reason.maintenance),
        OnboardingError(.unexpected, reason: Reason.unexpected(status: 500)),
        OnboardingError(.badRequest, reason: "step is not a step"),
    ]

    static let warningPrefix =
        "Warning: Your progress is kept on this device but was not saved online. "

    static let expired = OnboardingError(.sessionExpired, reason: Reason.sessionExpired)

    @Test(arguments: progressFailures)
    func aFailedProgressSaveStillAdvancesWithAWarning(failure: OnboardingError) async throws {
        let harness = OnboardingHarness()
        harness.store.failure = failure
        try await harness.perform("next")
        #expect(harness.screen.title == "Permissions")
        #expect(harness.stack == [.welcome, .permissions])
        #expect(harness.reports == [.stepChanged(.permissions)])
        #expect(harness.trackedSteps == ["permissions"])
        #expect(harness.screen.content.last == Self.warningPrefix + failure.reason)
        #expect(harness.store.saved.isEmpty)
    }

    @Test func theWarningStaysUntilASaveSucceeds() async throws {
        let harness = OnboardingHarness()
        harness.store.failure = OnboardingError(.offline, reason: Reason.offline)
        try await harness.perform("next")
        try await harness.perform("skip")
        #expect(harness.screen.title == "Your profile")
        #expect(harness.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(harness.coordinator.back())
        #expect(harness.screen.content.contains { $0.hasPrefix("Warning:") })
        harness.store.failure = nil
        try await harness.perform("allow")
        #expect(!harness.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(harness.reports.last == .stepChanged(.profile))
    }

    @Test func offlineWhileSavingTheNameStillReachesComplete() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        harness.store.failure = OnboardingError(.offline, reason: Reason.offline)
        try await harness.perform("save", ["name": "Ann"])
        #expect(harness.screen.title == "All set")
        #expect(harness.screen.actions.map(\.name) == ["finish", "signout"])
        #expect(harness.screen.content.last == Self.warningPrefix + Reason.offline)
    }

    @Test(arguments: [
        OnboardingError(.offline, reason: Reason.offline),
        OnboardingError(.offline, reason: Reason.timeout),
        OnboardingError(.maintenance, reason: Reason.maintenance),
        OnboardingError(.unexpected, reason: Reason.unexpected(status: 500)),
    ])
    func aFailedFinishStaysOnCompleteAndCanBeRetried(failure: OnboardingError) async throws {
        let line = "Error: \(failure.reason)"
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.store.failure = failure
        try await harness.perform("finish")
        #expect(harness.screen.title == "All set")
        #expect(harness.screen.content.last == line)
        #expect(harness.coordinator.location.stack.last == .complete)
        #expect(harness.reports.isEmpty)
        harness.store.failure = nil
        try await harness.perform("finish")
        #expect(harness.reports == [.finished])
        #expect(!harness.screen.content.contains(line))
        #expect(harness.store.sent.count == 2)
        #expect(harness.store.saved == [OnboardingProgress(step: .complete, finished: true)])
    }

    @Test func anExpiredSessionDuringAProgressSaveIsReported() async throws {
        let harness = OnboardingHarness(resumeAt: .permissions)
        harness.store.failure = Self.expired
        try await harness.perform("allow")
        #expect(harness.reports == [.stepChanged(.profile), .sessionExpired])
        #expect(!harness.screen.content.contains { $0.hasPrefix("Warning:") })
    }

    @Test func anExpiredSessionDuringFinishIsReportedInsteadOfFinishing() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.store.failure = Self.expired
        try await harness.perform("finish")
        #expect(harness.reports == [.sessionExpired])
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }

    @Test func aTokenTheBackendDoesNotKnowEndsTheSession() async throws {
        let http = StubHTTPClient { request throws(NetworkError) in
            let known =
                request.headers["Authorization"] == "Bearer \(OnboardingClientLiveTests.token)"
            return try
                (known ? OnboardingClientLiveTests.saved : .status(401, error: "session_expired"))
                .response()
        }
        let harness = OnboardingHarness(
            resumeAt: .complete, client: .live(http, token: "stale-token"))
        try await harness.perform("finish")
        #expect(http.requests.first?.headers["Authorization"] == "Bearer stale-token")
        #expect(harness.reports == [.sessionExpired])
    }

    @Test func aStoppedCoordinatorDropsLateResults() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        harness.store.failure = Self.expired
        try harness.screen.perform("finish")
        harness.coordinator.stop()
        await harness.work.settle()
        #expect(harness.store.sent.count == 1)
        #expect(harness.reports.isEmpty)
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }
}
