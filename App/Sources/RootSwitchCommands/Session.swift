import AppCore
import Backend
import Routing

/// Runs commands against the App, one at a time: each command's foreground work is awaited
/// before the screen is shown, so what is printed is what the command led to.
@MainActor
final class Session {
    /// Asks the person at the terminal for the secret argument `name`, without echo.
    /// Returns nil when they gave up (Ctrl-C, Ctrl-D).
    typealias AskSecret = @MainActor (_ name: String) async -> String?

    private let app: RootSwitchApp
    /// The embedded backend, for the `backend` fault switches; `nil` with a remote one.
    private let backend: EmbeddedBackend?
    /// The device lock the App reads its protected data through, for `device unlock`.
    private let lock: DeviceLock
    private let output: Output
    /// How long a command's work may run before the session says it is waiting; nil for
    /// never (scripts).
    private let progressDelay: Duration?
    /// Prints navigation events while on (`log on|off`); `nil` where nothing can be logged.
    private let navigationLog: NavigationLog?
    /// Whether each command waits for all the work it started, background too: a recorded
    /// session does, so that its journal holds each answer before the next command, the
    /// order a replay plays it in.
    private let waitsForAllWork: Bool
    /// The screen last printed, to print a screen again only when it changed.
    private var shown: ShownScreen?
    private(set) var failures = 0

    /// Whether the App runs on the embedded backend, which has the demo account.
    var hasEmbeddedBackend: Bool { backend != nil }

    init(
        app: RootSwitchApp, backend: EmbeddedBackend?, lock: DeviceLock, output: Output,
        progressDelay: Duration? = nil, navigationLog: NavigationLog? = nil,
        waitsForAllWork: Bool = false
    ) {
        self.app = app
        self.backend = backend
        self.lock = lock
        self.output = output
        self.progressDelay = progressDelay
        self.navigationLog = navigationLog
        self.waitsForAllWork = waitsForAllWork
    }

    /// Shows the first screen, once launch work (restoring scenes) is done.
    func start() async {
        await waitForForegroundWork()
        showScreen()
    }

    /// Runs one line.
    /// - Parameters:
    ///   - line: the line, as typed or read.
    ///   - location: where the line is in a script, named by its errors.
    ///   - askSecret: asks for each secret argument of the action that the line leaves
    ///     out (a terminal); nil to let the action report it missing (a script).
    /// - Returns: false when the session should end.
    func run(
        _ line: String, at location: (source: String, line: Int)? = nil,
        askSecret: AskSecret? = nil
    ) async -> Bool {
        guard line.utf8.count <= InputLimits.lineBytes else {
            fail(
                "invalid_command",
                "A command line has at most \(InputLimits.lineBytes) bytes; this one was not run.",
                at: location)
            return true
        }
        let parsed: Command?
        do {
            parsed = try Command.parse(line)
        } catch {
            fail("invalid_command", error.message, at: location)
            return true
        }
        guard var command = parsed else { return true }
        if let askSecret, case .perform(let action, var arguments) = command {
            for name in missingSecrets(of: action, given: arguments) {
                guard let value = await askSecret(name) else { return true }
                arguments[name] = value
            }
            command = .perform(action: action, arguments: arguments)
        }
        do throws(AppError) {
            switch command {
            case .quit:
                return false
            case .help(let about):
                output.text(CommandTable.help(about: about))
                return true
            case .state:
                output.state(app.snapshot)
                return true
            case .menu(nil):
                output.menu(app.menu.items(for: app.currentScene), in: AppText.goMenu)
                return true
            case .log(let on):
                navigationLog?.isOn = on
                return true
            default:
                try await execute(command)
            }
        } catch {
            fail(error.code.rawValue, error.reason, at: location)
            return true
        }
        showScreen()
        return true
    }

    /// Prints the current screen.
    func showScreen() {
        let screen = app.screen
        shown = ShownScreen(screen, scene: app.currentScene.rawValue)
        output.screen(screen, scene: app.currentScene.rawValue)
    }

    /// Prints the current screen if it differs from the one printed last: background work
    /// changed it while nothing was running.
    func showScreenIfChanged() {
        guard ShownScreen(app.screen, scene: app.currentScene.rawValue) != shown else { return }
        showScreen()
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
        case .entry(let entry): try app.entries.open(entry)
        case .back:
            if !app.back() { output.text("(nothing to go back to)") }
        case .tab(let name): try app.selectTab(name)
        case .layout(let width): app.setWidth(width)
        case .menu(let title?): try app.menu.run(titled: title, in: app.currentScene)
        case .phase(let name):
            // The parser accepts only the three phase names.
            app.setPhase(ScenePhase(rawValue: name) ?? .active)
        case .sceneOpen(let url?): try app.openScene(showing: url)
        case .sceneOpen(nil): try app.openScene()
        case .sceneSwitch(let number): try app.switchScene(to: SceneID(number))
        case .sceneClose(let number): try app.closeScene(SceneID(number))
        case .sceneDisconnect(let number): try app.disconnectScene(SceneID(number))
        case .sceneReconnect(let number): try app.reconnectScene(SceneID(number))
        case .backend(let change): try BackendSwitches(backend).flip(change)
        case .deviceUnlock: lock.unlock()
        case .settle:
            await app.settle()
            return
        case .state, .help, .quit, .log, .menu(nil):
            return
        }
        await waitForForegroundWork()
    }

    /// The secret parameters of the current screen's `action` that `given` leaves out or
    /// empty.
    private func missingSecrets(of action: String, given: [String: String]) -> [String] {
        let parameters = app.screen.action(named: action)?.parameters ?? []
        return parameters.filter { $0.kind == .secret && given[$0.name, default: ""].isEmpty }
            .map(\.name)
    }

    /// Waits for the foreground work, saying so once if it takes longer than the delay.
    private func waitForForegroundWork() async {
        if waitsForAllWork { return await app.settle() }
        guard let progressDelay else { return await app.settle(.foreground) }
        let progress = Task { [output] in
            try? await Task.sleep(for: progressDelay)
            if !Task.isCancelled { output.text(Self.waitingLine) }
        }
        await app.settle(.foreground)
        progress.cancel()
    }

    private func fail(_ code: String, _ message: String, at location: (source: String, line: Int)?)
    {
        failures += 1
        output.error(code, message, at: location)
    }

    /// What a terminal shows once while a command's work takes long.
    static let waitingLine = "waiting for the backend... Ctrl-C cancels"
}
