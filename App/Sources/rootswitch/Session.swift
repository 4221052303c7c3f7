import AppCore
import Backend
import Routing

/// Runs commands against the App, one at a time: each command's foreground work is awaited
/// before the screen is shown, so what is printed is what the command led to.
@MainActor
final class Session {
    private let app: RootSwitchApp
    /// The embedded backend, for the `backend` fault switches; `nil` with a remote one.
    private let backend: EmbeddedBackend?
    private let output: Output
    private(set) var failures = 0

    init(app: RootSwitchApp, backend: EmbeddedBackend?, output: Output) {
        self.app = app
        self.backend = backend
        self.output = output
    }

    /// Shows the first screen, once launch work (restoring scenes) is done.
    func start() async {
        await app.settle(.foreground)
        output.screen(app.screen, scene: app.currentScene.rawValue)
    }

    /// Runs one line.
    /// - Returns: false when the session should end.
    func run(_ line: String) async -> Bool {
        let command: Command?
        do {
            command = try Command.parse(line)
        } catch {
            fail("invalid_command", error.message)
            return true
        }
        guard let command else { return true }
        do throws(AppError) {
            switch command {
            case .quit:
                return false
            case .help:
                output.text(Command.helpText)
                return true
            case .state:
                output.state(app.snapshot)
                return true
            default:
                try await execute(command)
            }
        } catch {
            fail(error.code.rawValue, error.reason)
            return true
        }
        output.screen(app.screen, scene: app.currentScene.rawValue)
        return true
    }

    /// Lets the work still running finish, then saves and stops the App.
    func finish() async {
        await app.settle()
        app.shutdown()
    }

    private func execute(_ command: Command) async throws(AppError) {
        switch command {
        case .perform(let action, let arguments): try app.perform(action, arguments: arguments)
        case .open(let url): try app.open(url)
        case .back:
            if !app.back() { output.text("(nothing to go back to)") }
        case .tab(let name): try app.selectTab(name)
        case .phase(let name):
            // The parser accepts only the three phase names.
            app.setPhase(ScenePhase(rawValue: name) ?? .active)
        case .sceneOpen: try app.openScene()
        case .sceneSwitch(let number): try app.switchScene(to: SceneID(number))
        case .sceneClose(let number): try app.closeScene(SceneID(number))
        case .backend(let change): try flip(change)
        case .settle:
            await app.settle()
            return
        case .state, .help, .quit:
            return
        }
        await app.settle(.foreground)
    }

    private func flip(_ change: Command.BackendSwitch) throws(AppError) {
        guard let backend else {
            throw AppError(
                .notEmbedded, reason: "backend switches work with the embedded backend only")
        }
        switch change {
        case .offline(let on): backend.isOffline = on
        case .maintenance(let on): backend.isInMaintenance = on
        case .expireSessions: backend.expireSessions()
        case .deleteItem(let id):
            do {
                try backend.deleteItem(id)
            } catch {
                throw AppError(.init(rawValue: error.code.rawValue), reason: error.reason)
            }
        }
    }

    private func fail(_ code: String, _ message: String) {
        failures += 1
        output.error(code, message)
    }
}

extension AppError.Code {
    /// A fault switch was used with a backend other than the embedded one.
    static let notEmbedded = Self(rawValue: "not_embedded")
}
