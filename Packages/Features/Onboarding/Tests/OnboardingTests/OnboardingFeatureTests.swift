import Analytics
import Foundation
import Networking
import NetworkingTesting
import Onboarding
import Routing
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
        let dependencies = OnboardingDependencies(
            client: UnimplementedHTTPClient(), analytics: NoopAnalytics(),
            work: BackgroundWork(), token: TestBackend.token)
        var dumped = ""
        dump(dependencies, to: &dumped)
        for text in [String(describing: dependencies), String(reflecting: dependencies), dumped] {
            #expect(!text.contains(TestBackend.token))
            #expect(text.contains("[secret]"))
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
        let error = OnboardingError(.offline, reason: "You appear to be offline.")
        #expect(error.description == "offline: You appear to be offline.")
        #expect(error == OnboardingError(.offline, reason: "You appear to be offline."))
    }

    @Test func makingACoordinatorSendsAndReportsNothing() async {
        let harness = OnboardingHarness(resumeAt: .profile)
        await harness.work.settle()
        #expect(harness.client.requests.isEmpty)
        #expect(harness.reports.isEmpty)
        #expect(harness.analytics.events.isEmpty)
    }

    @Test func refusesEveryTabName() {
        let harness = OnboardingHarness()
        #expect(throws: RoutingError.self) { try harness.coordinator.selectTab(named: "home") }
        #expect(harness.stack == [.welcome])
    }

    @Test func eventsAndErrorsNeverCarryTheToken() async throws {
        let harness = OnboardingHarness()
        try await harness.perform("next")
        harness.backend.fault = .expiredSessions
        try await harness.perform("allow")
        let events = harness.analytics.events.map { "\($0.name) \($0.properties)" }
        #expect(!events.joined().contains(TestBackend.token))
        #expect(!harness.screen.content.joined().contains(TestBackend.token))
    }
}
