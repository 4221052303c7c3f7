import Routing

/// Routes used by the navigation tests; `String(describing:)` gives `detail(1)`.
enum TestRoute: Route {
    case home, list, settings, about, login, picker
    case detail(Int)
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

    /// The one stack of a new navigator without tabs, whose issues this records.
    func router(_ root: TestRoute = .home) -> Router<TestRoute> {
        Navigator(root: root, onIssue: { [self] in onIssue($0) }).router
    }

    /// A new navigator of the three test tabs (their roots `home`, `list`, `settings`), whose
    /// issues this records.
    func tabs(selected: TestRoute = .home, events: NavigationEvents? = nil) throws
        -> Navigator<TestRoute>
    {
        try Navigator(
            tabs: [.home, .list, .settings], selected: selected, events: events,
            onIssue: { [self] in onIssue($0) })
    }
}

extension Router {
    /// This stack's routes, then each layer's above it.
    var chain: [[R]] {
        [stack] + (presented?.chain ?? [])
    }
}

extension Navigation {
    /// A navigation without tabs: `stack`, then a sheet over it for each of `sheets`.
    static func single(_ stack: [R], sheets: [[R]] = []) -> Self {
        var commands: [NavigationCommand<R>] = stack.dropFirst().map { .push($0) }
        for sheet in sheets {
            commands += [.present(sheet[0])] + sheet.dropFirst().map { .push($0) }
        }
        // Pushes and presents on a new navigation are never refused.
        return try! Navigation(root: stack[0]).applying(commands)
    }
}
