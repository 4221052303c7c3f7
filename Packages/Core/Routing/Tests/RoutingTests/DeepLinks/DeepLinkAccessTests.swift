import Routing
import Testing

@Suite struct DeepLinkAccessTests {
    @Test(arguments: [
        (DeepLinkAccess.launching, DeepLinkRequirement.none, false),
        (.launching, .signedIn, false),
        (.launching, .onboardingFinished, false),
        (.signedOut, .none, true),
        (.signedOut, .signedIn, false),
        (.signedOut, .onboardingFinished, false),
        (.onboarding, .none, true),
        (.onboarding, .signedIn, true),
        (.onboarding, .onboardingFinished, false),
        (.ready, .none, true),
        (.ready, .signedIn, true),
        (.ready, .onboardingFinished, true),
    ])
    func allowsWhatTheStateMeets(
        _ access: DeepLinkAccess, _ requirement: DeepLinkRequirement, _ allowed: Bool
    ) {
        #expect(access.allows(requirement) == allowed)
    }

    @Test func requirementsHaveStableAnalyticsNames() {
        #expect(
            DeepLinkRequirement.allCases.map(\.rawValue) == [
                "none", "signed_in", "onboarding_finished",
            ])
    }

    @Test func patternDefaultsToNoRequirementAndRebuildingTheStack() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("a"))
        let match = try table.resolve("rootswitch://a")
        #expect(match.requirement == .none)
        #expect(match.policy == .rebuildStack)
    }
}
