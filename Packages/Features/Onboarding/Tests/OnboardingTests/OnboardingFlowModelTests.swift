import Onboarding
import Routing
import RoutingTesting
import TestSupport
import Testing

/// What a SwiftUI view relies on: one model instance per step for the flow's life, and
/// Observation seeing every change it shows.
@MainActor
@Suite struct OnboardingFlowModelTests {
    /// The identity of the model behind a route.
    private func identity(_ model: OnboardingScreenModel) -> ObjectIdentifier {
        switch model {
        case .welcome(let model): ObjectIdentifier(model)
        case .permissions(let model): ObjectIdentifier(model)
        case .profile(let model): ObjectIdentifier(model)
        case .complete(let model): ObjectIdentifier(model)
        }
    }

    @Test func theSameRouteGivesTheSameModelForTheFlowsLife() async throws {
        let harness = OnboardingHarness()
        let flow = harness.coordinator
        let routes = OnboardingStep.allCases.map(OnboardingRoute.init)
        let first = routes.map { identity(flow.model(for: $0)) }
        #expect(Set(first).count == 4)

        try #require(flow.model(for: .welcome).welcome).next()
        await harness.work.settle()
        #expect(flow.back())
        flow.navigator.open(.complete)
        for (route, model) in zip(routes, first) {
            #expect(identity(flow.model(for: route)) == model)
        }
    }

    @Test(arguments: OnboardingStep.allCases)
    func theStepIsTheTopOfTheRouter(step: OnboardingStep) {
        let flow = OnboardingHarness(resumeAt: step).coordinator
        #expect(flow.step == step)
        #expect(flow.router.stack.last == OnboardingRoute(step))
        #expect(flow.router.path.count == flow.router.stack.count - 1)
    }

    @Test func observingTheStepSeesTheUserMoveOn() throws {
        let flow = OnboardingHarness().coordinator
        let changed = ChangeFlag.tracking { _ = flow.step }
        try #require(flow.model(for: .welcome).welcome).next()
        #expect(changed.isSet)
    }

    @Test func observingTheProfileErrorSeesARefusedName() throws {
        let flow = OnboardingHarness(resumeAt: .profile).coordinator
        let profile = try #require(flow.model(for: .profile).profile)
        let changed = ChangeFlag.tracking { _ = profile.error }
        profile.save(name: "")
        #expect(changed.isSet)
    }

    @Test func observingFinishingSeesItStartAndEnd() async throws {
        let harness = OnboardingHarness(resumeAt: .complete)
        let complete = try #require(harness.coordinator.model(for: .complete).complete)
        let started = ChangeFlag.tracking { _ = complete.isFinishing }
        complete.finish()
        #expect(started.isSet)

        let ended = ChangeFlag.tracking { _ = complete.isFinishing }
        await harness.work.settle()
        #expect(ended.isSet)
    }

    @Test func observingTheWarningSeesAFailedSave() async throws {
        let harness = OnboardingHarness()
        harness.store.failure = OnboardingError(.offline, reason: Reason.offline)
        let permissions = try #require(harness.coordinator.model(for: .permissions).permissions)
        let changed = ChangeFlag.tracking { _ = permissions.warning }
        try #require(harness.coordinator.model(for: .welcome).welcome).next()
        #expect(!changed.isSet)
        await harness.work.settle()
        #expect(changed.isSet)
    }
}
