import FeatureShell
import Onboarding
import Routing
import TestSupport
import Testing

/// The code of `Onboarding.docc/Onboarding.md`, with the outcomes the page states.
/// `Scripts/docs` checks that every code block of the catalog appears here verbatim, so an
/// API change that breaks the page fails these tests.
@Suite @MainActor struct OnboardingCatalogTests {
    @Test func theEntryWalksForwardThroughTheScreenModel() async throws {
        let store = ProgressStore()
        let client = store.client
        let analytics = RecordingAnalytics()
        let work = BackgroundWork()
        var steps: [OnboardingStep] = []
        var finished = false
        var expired = false
        var signedOut = false

        let onboarding = OnboardingFeature(
            OnboardingDependencies(client: client, analytics: analytics, work: work))
        let flow = onboarding.makeCoordinator(
            resumeAt: .welcome,
            onStepChanged: { step in steps.append(step) },
            onFinished: { finished = true },
            onSessionExpired: { expired = true },
            onSignOut: { signedOut = true })
        flow.start()

        if case .welcome(let welcome) = flow.model(for: .welcome) {
            welcome.next()
        }
        await work.settle()
        // flow.location.stack == [.welcome, .permissions], steps == [.permissions]
        #expect(flow.location.stack == [.welcome, .permissions])
        #expect(steps == [.permissions])
        #expect(store.saved.map(\.step) == [.permissions])
        #expect(!finished && !expired && !signedOut)
    }

    @Test func routesArePathsAndNoLinkLeadsIn() {
        let path = OnboardingRoute(.profile).description  // "/onboarding/profile"
        let links = OnboardingFeature.deepLinks  // []: nothing links into onboarding
        #expect(path == "/onboarding/profile")
        #expect(links.isEmpty)
    }
}
