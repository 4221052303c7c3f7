import Analytics
import FeatureShell
import Foundation
import Networking
import NetworkingTesting
import Onboarding
import Routing
import TestSupport
import Testing

@MainActor
@Suite struct OnboardingFeatureTests {
    @Test func stepsAreTheContractsInOrder() {
        #expect(
            OnboardingStep.allCases.map(\.rawValue)
                == ["welcome", "permissions", "profile", "complete"])
    }

    @Test(arguments: OnboardingStep.allCases)
    func eachStepHasARouteWithItsPath(step: OnboardingStep) {
        let route = OnboardingRoute(step)
        #expect(route.step == step)
        #expect(route.description == "/onboarding/\(step.rawValue)")
    }

    @Test func routePathsAreTheDocumentedOnes() {
        let routes: [OnboardingRoute] = [.welcome, .permissions, .profile, .complete]
        #expect(
            routes.map(\.description) == [
                "/onboarding/welcome", "/onboarding/permissions", "/onboarding/profile",
                "/onboarding/complete",
            ])
    }

    @Test func routesAndStepsSurviveEncoding() throws {
        let routes: [OnboardingRoute] = [.welcome, .permissions, .profile, .complete]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([OnboardingRoute].self, from: data) == routes)
        let steps = try JSONEncoder().encode(OnboardingStep.allCases)
        #expect(String(decoding: steps, as: UTF8.self).contains(#""permissions""#))
        #expect(
            try JSONDecoder().decode([OnboardingStep].self, from: steps) == OnboardingStep.allCases)
    }

    @Test func declaresNoDeepLinks() {
        #expect(OnboardingFeature.deepLinks.isEmpty)
    }

    @Test func dependenciesNeverShowTheToken() {
        let token = OnboardingClientLiveTests.token
        let dependencies = OnboardingDependencies(
            client: .live(UnimplementedHTTPClient(), token: token), analytics: NoopAnalytics(),
            work: BackgroundWork())
        var dumped = ""
        dump(dependencies, to: &dumped)
        for text in [String(describing: dependencies), String(reflecting: dependencies), dumped] {
            #expect(!text.contains(token))
            #expect(text.contains("OnboardingDependencies"))
        }
    }

    @Test func errorCodesAreStableAndDescribed() {
        let codes: [OnboardingError.Code] = [
            .offline, .maintenance, .sessionExpired, .badRequest, .invalidName, .unexpected,
        ]
        #expect(
            codes.map(\.rawValue) == [
                "offline", "maintenance", "session_expired", "bad_request", "invalid_name",
                "unexpected",
            ])
        #expect(OnboardingError.Code.allCases == codes)
        let error = OnboardingError(.offline, reason: "You appear to be offline.")
        #expect(error.description == "You appear to be offline.")
        #expect(error == OnboardingError(.offline, reason: "You appear to be offline."))
    }

    @Test func errorsCompareByCodeAndReasonWhateverCausedThem() {
        struct Cause: Error {}
        let caused = OnboardingError(.offline, reason: "Offline.", underlying: Cause())
        #expect(caused == OnboardingError(.offline, reason: "Offline."))
        #expect(Set([caused, OnboardingError(.offline, reason: "Offline.")]).count == 1)
        #expect(caused.underlying is Cause)
        #expect(caused != OnboardingError(.maintenance, reason: "Offline."))
    }

    @Test func makingACoordinatorSendsAndReportsNothing() async {
        // Any save would record a test failure.
        let harness = OnboardingHarness(resumeAt: .profile, client: .unimplemented())
        await harness.work.settle()
        #expect(harness.store.sent.isEmpty)
        #expect(harness.reports.isEmpty)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func refusesEveryTabName() {
        let harness = OnboardingHarness()
        #expect(throws: RoutingError.self) { try harness.coordinator.selectTab(named: "home") }
        #expect(harness.stack == [.welcome])
    }

    @Test func eventsAndErrorsNeverCarryTheToken() async throws {
        let token = OnboardingClientLiveTests.token
        let http = StubHTTPClient(always: .status(401, error: "session_expired"))
        let harness = OnboardingHarness(client: .live(http, token: token))
        try await harness.perform("next")
        try await harness.perform("allow")
        #expect(harness.reports.last == .sessionExpired)
        #expect(http.requests.count == 2)
        #expect(http.requests.allSatisfy { $0.headers["Authorization"] == "Bearer \(token)" })
        let events = harness.analytics.events.map { "\($0.name) \($0.properties)" }
        #expect(!events.joined().contains(token))
        #expect(!harness.screen.content.joined().contains(token))
    }
}
