import Routing

/// Routes used by the navigation tests; `String(describing:)` gives `detail(1)`.
enum TestRoute: Route {
    case home, list, settings, about, login, picker
    case detail(Int)
}

enum TestTab: String, Hashable, Sendable, Codable {
    case home, search, profile
}

/// Records issues and close outcomes in the order they arrive.
@MainActor
final class Recorder {
    var issues: [RoutingError.Code] = []
    var events: [String] = []

    func onIssue(_ error: RoutingError) {
        issues.append(error.code)
    }

    /// An `onClose` for results of type `Value` that logs `"name: outcome"`.
    func onClose<Value>(
        _ name: String, _ type: Value.Type = Int.self
    ) -> @MainActor (CloseOutcome<Value>) -> Void {
        { [self] outcome in events.append("\(name): \(outcome)") }
    }

    func router(_ root: TestRoute = .home) -> Router<TestRoute> {
        Router(root: root, onIssue: { [self] in onIssue($0) })
    }
}
