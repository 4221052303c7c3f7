import FeatureShell
import Onboarding
import Routing
import TestSupport

/// The feature built as the App builds it, saving to a ``ProgressStore`` (or the given
/// client), recording what it reports upward.
@MainActor
final class OnboardingHarness {
    /// What the coordinator told the App, in order.
    enum Report: Equatable {
        case stepChanged(OnboardingStep)
        case finished
        case sessionExpired
        case signOut
    }

    /// Collects reports; a separate object so the closures need not capture the harness.
    final class Log {
        var reports: [Report] = []
    }

    let store: ProgressStore
    let analytics = RecordingAnalytics()
    let work = BackgroundWork()
    let feature: OnboardingFeature
    let coordinator: any OnboardingFlow
    private let log = Log()

    /// - Parameters:
    ///   - step: where the coordinator resumes.
    ///   - store: the in-memory backend call.
    ///   - client: the client to use instead of the store's.
    init(
        resumeAt step: OnboardingStep = .welcome, store: ProgressStore = ProgressStore(),
        client: OnboardingClient? = nil
    ) {
        self.store = store
        feature = OnboardingFeature(
            OnboardingDependencies(
                client: client ?? store.client, analytics: analytics, work: work))
        let log = log
        coordinator = feature.makeCoordinator(
            resumeAt: step,
            onStepChanged: { log.reports.append(.stepChanged($0)) },
            onFinished: { log.reports.append(.finished) },
            onSessionExpired: { log.reports.append(.sessionExpired) },
            onSignOut: { log.reports.append(.signOut) })
        coordinator.start()
    }

    /// Everything reported upward so far.
    var reports: [Report] { log.reports }

    var screen: Screen { coordinator.screen }

    /// The steps on the stack, welcome first.
    var stack: [OnboardingStep] { coordinator.location.stack.map(\.step) }

    /// The onboarding steps tracked in analytics, in order.
    var trackedSteps: [String] {
        analytics.events.filter { $0.name == "onboarding_step" }.compactMap {
            $0.properties["step"]
        }
    }

    /// Performs an action of the current screen, then waits for the work it started.
    func perform(_ action: String, _ arguments: [String: String] = [:]) async throws {
        try coordinator.screen.perform(action, arguments: arguments)
        await work.settle()
    }
}
