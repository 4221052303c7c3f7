import Analytics
import Auth
import FeatureShell
import Routing
import TestSupport
import Testing

/// An ``AuthFeature`` on a given client, keeping every session it reports.
@MainActor
final class AuthHarness {
    let analytics = RecordingAnalytics()
    let work = BackgroundWork()
    let feature: AuthFeature
    private(set) var sessions: [AuthSession] = []

    /// - Parameter client: the backend calls; unimplemented unless the test stubs some.
    init(_ client: AuthClient = .unimplemented()) {
        feature = AuthFeature(AuthDependencies(client: client, analytics: analytics, work: work))
    }

    /// A started coordinator that appends each reported session to ``sessions``.
    func coordinator(start: AuthStart = .intro, notice: String? = nil)
        -> any AuthFlow
    {
        let coordinator = feature.makeCoordinator(start: start, notice: notice) {
            [weak self] session in self?.sessions.append(session)
        }
        coordinator.start()
        return coordinator
    }

    /// Performs an action of the coordinator's screen and waits for the work it started.
    func perform(
        _ coordinator: any AuthFlow, _ action: String,
        _ arguments: [String: String] = [:]
    ) async throws(RoutingError) {
        try coordinator.screen.perform(action, arguments: arguments)
        await work.settle()
    }

    /// The `result` of every `sign_in` event, oldest first.
    var signInResults: [String] {
        analytics.events.filter { $0.name == "sign_in" }.compactMap { $0.properties["result"] }
    }
}
