import Analytics
import AnalyticsTesting
import Auth
import Networking
import NetworkingTesting
import Routing

/// An ``AuthFeature`` on a stub backend, keeping every session it reports.
@MainActor
final class AuthHarness {
    let http: StubHTTPClient
    let analytics = RecordingAnalytics()
    let work = BackgroundWork()
    let feature: AuthFeature
    private(set) var sessions: [AuthSession] = []

    init(_ handler: @escaping StubHTTPClient.Handler = Contract.backend) {
        http = StubHTTPClient(handler)
        feature = AuthFeature(AuthDependencies(client: http, analytics: analytics, work: work))
    }

    /// A backend that gives every request the same answer.
    convenience init(answer: Answer) {
        self.init { _ throws(NetworkError) in try answer.response() }
    }

    /// A started coordinator that appends each reported session to ``sessions``.
    func coordinator(start: AuthStart = .intro, notice: String? = nil)
        -> any FeatureCoordinator<AuthRoute>
    {
        let coordinator = feature.makeCoordinator(start: start, notice: notice) {
            [weak self] session in self?.sessions.append(session)
        }
        coordinator.start()
        return coordinator
    }

    /// Performs an action of the coordinator's screen and waits for the work it started.
    func perform(
        _ coordinator: any FeatureCoordinator<AuthRoute>, _ action: String,
        _ arguments: [String: String] = [:]
    ) async throws(RoutingError) {
        try coordinator.screen.perform(action, arguments: arguments)
        await work.settle()
    }

    /// The `result` of every `sign_in` event, oldest first.
    var signInResults: [String] {
        analytics.events.filter { $0.name == "sign_in" }.compactMap { $0.properties["result"] }
    }

    /// `METHOD path` of every request sent, oldest first.
    var requestLines: [String] { http.requests.map { "\($0.method) \($0.path)" } }
}

/// One canned backend answer.
enum Answer: Sendable, CustomStringConvertible {
    /// An error status with the contract's error body, or no body when `code` is nil.
    case status(Int, String?)
    /// A success whose body is not what the contract says.
    case garbage
    /// A transport failure.
    case network(NetworkError.Code)

    func response() throws(NetworkError) -> HTTPResponse {
        switch self {
        case .status(let status, let code?): return Contract.error(status, code)
        case .status(let status, nil): return HTTPResponse(status: status)
        case .garbage: return Contract.json(200, "<html>surprise</html>")
        case .network(let code): throw NetworkError(code, reason: "test")
        }
    }

    var description: String {
        switch self {
        case .status(let status, let code): "\(status) \(code ?? "no body")"
        case .garbage: "garbage"
        case .network(let code): "\(code)"
        }
    }
}
