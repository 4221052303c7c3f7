import AppCore
import Routing

/// One thing a user, the system or the backend does to the App, concrete enough to replay:
/// a failing run is printed as these steps, most in `rootswitch` script syntax.
enum AppStep: Hashable, Sendable, CustomStringConvertible {
    case perform(String, [String: String])
    case open(String)
    case back
    case tab(String)
    case phase(ScenePhase)
    case openScene
    case switchScene(Int)
    case closeScene(Int)
    case disconnectScene(Int)
    case reconnectScene(Int)
    case offline(Bool)
    case maintenance(Bool)
    case expireSessions
    case deleteItem(Int)
    /// Time passes on the App's clock (a waiting deep link may expire).
    case wait(seconds: Int)
    /// The App quits and starts again on the same state directory.
    case relaunch

    var description: String {
        switch self {
        case .perform(let action, let arguments):
            (["do", action]
                + arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" })
                .joined(separator: " ")
        case .open(let url): "open \(url)"
        case .back: "back"
        case .tab(let name): "tab \(name)"
        case .phase(let phase): "phase \(phase.rawValue)"
        case .openScene: "scene open"
        case .switchScene(let id): "scene switch \(id)"
        case .closeScene(let id): "scene close \(id)"
        case .disconnectScene(let id): "scene disconnect \(id)"
        case .reconnectScene(let id): "scene reconnect \(id)"
        case .offline(let on): "backend offline \(on ? "on" : "off")"
        case .maintenance(let on): "backend maintenance \(on ? "on" : "off")"
        case .expireSessions: "backend expire-sessions"
        case .deleteItem(let id): "backend delete-item \(id)"
        case .wait(let seconds): "# wait \(seconds) s"
        case .relaunch: "# relaunch"
        }
    }

    /// Whether the step is a command a user gives, which must either work or change nothing.
    var isCommand: Bool {
        switch self {
        case .perform, .open, .back, .tab, .openScene, .switchScene, .closeScene,
            .disconnectScene, .reconnectScene:
            true
        default: false
        }
    }

    /// Runs the step on the harness's App and waits for everything it started.
    /// - Throws: the App's refusal of a command (a failed command, which the run checks
    ///   changed nothing).
    @MainActor
    func run(on harness: AppHarness) async throws {
        let app = harness.app
        switch self {
        case .perform(let action, let arguments): try app.perform(action, arguments: arguments)
        case .open(let url): try app.open(url)
        case .back: app.back()
        case .tab(let name): try app.selectTab(name)
        case .phase(let phase): app.setPhase(phase)
        case .openScene: try app.openScene()
        case .switchScene(let id): try app.switchScene(to: SceneID(id))
        case .closeScene(let id): try app.closeScene(SceneID(id))
        case .disconnectScene(let id): try app.disconnectScene(SceneID(id))
        case .reconnectScene(let id): try app.reconnectScene(SceneID(id))
        // The backend's own refusals (an id it does not have) are not the App's: ignored.
        case .offline(let on): try harness.backend.isOffline = on
        case .maintenance(let on): try harness.backend.isInMaintenance = on
        case .expireSessions: try? harness.backend.expireSessions()
        case .deleteItem(let id): try? harness.backend.deleteItem(id)
        case .wait(let seconds): harness.clock.advance(by: .seconds(seconds))
        case .relaunch: try harness.relaunch()
        }
    }
}
