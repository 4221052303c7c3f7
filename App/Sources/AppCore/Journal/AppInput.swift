import FeatureShell
import Routing

/// One thing ``RootSwitchApp`` is asked to do from outside, as a journal step records it and
/// a replay does it again: each case is one of the App's public input methods, or the device's
/// first unlock (``AppEnvironment/protectedData``).
enum AppInput: Codable, Equatable, Sendable, CustomStringConvertible {
    case perform(action: String, arguments: [String: String])
    case open(url: String)
    case openIn(url: String, scene: Int)
    case back
    case selectTab(name: String)
    /// `scene` is `nil` for the current scene.
    case setWidth(width: SceneWidth, scene: Int?)
    case retry
    case signOut
    case openScene
    case openSceneShowing(url: String)
    /// A way in besides a URL (``AppEntries/open(_:)``), reduced to what makes its link.
    case deliver(entry: IncomingEntry)
    case switchScene(number: Int)
    case closeScene(number: Int)
    case disconnectScene(number: Int)
    case reconnectScene(number: Int)
    /// A window connected, asking for a saved scene or showing a link (neither: a new one).
    case connectWindow(restoring: Int?, url: String?)
    /// A report of the window with that number (``ConnectedWindow``).
    case windowMoved(window: Int, phase: ScenePhase)
    case windowDisconnected(window: Int)
    case windowClosed(window: Int)
    /// The user closed the windows of these scenes (``AppWindows/closed(_:)``).
    case scenesClosed(scenes: [Int])
    /// The app quits (``AppWindows/quitting()``).
    case quitting
    /// `scene` is `nil` for the current scene.
    case setPhase(phase: ScenePhase, scene: Int?)
    case cancelForegroundWork
    /// The device was unlocked after a launch before its first unlock.
    case unlock

    /// What the journal writes in place of an argument it does not keep: the same for every
    /// value, so not even a length is kept.
    static let redacted = "[redacted]"

    /// A perform of `action` on `screen` as the journal keeps it: an argument is kept only when
    /// that action, on that screen, declares it, and not as a secret, and no action of the
    /// screen declares its name a secret. Every other argument is ``redacted``: a secret, a
    /// misspelled name (`pasword=`), an argument of an action the screen does not have (the
    /// screen changed meanwhile).
    static func perform(_ action: String, arguments: [String: String], on screen: Screen)
        -> AppInput
    {
        let parameters = screen.actions.flatMap(\.parameters)
        let secrets = Set(parameters.filter { $0.kind == .secret }.map(\.name))
        let declared = screen.action(named: action)?.parameters ?? []
        let kept = Set(
            declared.filter { $0.kind != .secret && !secrets.contains($0.name) }.map(\.name))
        return .perform(
            action: action,
            arguments: arguments.reduce(into: [:]) { written, argument in
                written[argument.key] = kept.contains(argument.key) ? argument.value : redacted
            })
    }

    /// The same input with each link it holds as `redact` writes it (the journal keeps only
    /// what replay needs of a link: `DeepLinkTable.redacted(_:)`): a URL opened, a window's
    /// link, an entry's web page or link.
    func redactingLinks(_ redact: (String) -> String) -> AppInput {
        switch self {
        case .open(let url): .open(url: redact(url))
        case .openIn(let url, let scene): .openIn(url: redact(url), scene: scene)
        case .openSceneShowing(let url): .openSceneShowing(url: redact(url))
        case .connectWindow(let scene, let url?): .connectWindow(restoring: scene, url: redact(url))
        case .deliver(.activity(let type, let page, let userInfo)):
            .deliver(
                entry: .activity(
                    type: type, webpageURL: page.map(redact), userInfo: userInfo.mapValues(redact)
                ))
        case .deliver(.notification(let category, let payload)):
            .deliver(entry: .notification(category: category, payload: payload.mapValues(redact)))
        default: self
        }
    }

    /// A window connecting as `connection` asks.
    init(connecting connection: WindowConnection) {
        switch connection {
        case .restoring(let scene): self = .connectWindow(restoring: scene.rawValue, url: nil)
        case .showing(let url): self = .connectWindow(restoring: nil, url: url)
        case .new: self = .connectWindow(restoring: nil, url: nil)
        }
    }

    /// The connection `connectWindow(restoring:url:)` records: the other way round.
    private static func connection(restoring scene: Int?, url: String?) -> WindowConnection {
        if let url { return .showing(url: url) }
        return scene.map { .restoring(SceneID($0)) } ?? .new
    }

    /// Does it again on `app`, whose environment's protected data is `lock`.
    @MainActor
    func apply(to app: RootSwitchApp, unlocking lock: DeviceLock) throws(AppError) {
        switch self {
        case .perform(let action, let arguments): try app.perform(action, arguments: arguments)
        case .open(let url): try app.open(url)
        case .openIn(let url, let scene): try app.open(url, in: SceneID(scene))
        case .back: app.back()
        case .selectTab(let name): try app.selectTab(name)
        case .setWidth(let width, nil): app.setWidth(width)
        case .setWidth(let width, let scene?): app.setWidth(width, in: SceneID(scene))
        case .retry: app.retry()
        case .signOut: app.signOut()
        case .openScene: try app.openScene()
        case .openSceneShowing(let url): try app.openScene(showing: url)
        case .deliver(let entry): try app.entries.open(entry)
        case .switchScene(let number): try app.switchScene(to: SceneID(number))
        case .closeScene(let number): try app.closeScene(SceneID(number))
        case .disconnectScene(let number): try app.disconnectScene(SceneID(number))
        case .reconnectScene(let number): try app.reconnectScene(SceneID(number))
        case .connectWindow(let scene, let url):
            _ = try app.windows.connect(Self.connection(restoring: scene, url: url))
        case .windowMoved(let window, let phase): app.windows.window(window, moved: phase)
        case .windowDisconnected(let window): app.windows.windowDisconnected(window)
        case .windowClosed(let window): app.windows.windowClosed(window)
        case .scenesClosed(let scenes): app.windows.closed(Set(scenes.map(SceneID.init)))
        case .quitting: app.windows.quitting()
        case .setPhase(let phase, nil): app.setPhase(phase)
        case .setPhase(let phase, let scene?): try app.setPhase(phase, of: SceneID(scene))
        case .cancelForegroundWork: app.cancelForegroundWork()
        case .unlock: lock.unlock()
        }
    }

    /// `open rootswitch://items/42`, `perform signin email=... password=[redacted]`.
    var description: String {
        switch self {
        case .perform(let action, let arguments):
            (["perform", action] + arguments.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
                .joined(separator: " ")
        case .open(let url): "open \(url)"
        case .openIn(let url, let scene): "open \(url) in scene \(scene)"
        case .back: "back"
        case .selectTab(let name): "tab \(name)"
        case .setWidth(let width, nil): "layout \(width.rawValue)"
        case .setWidth(let width, let scene?): "layout \(width.rawValue) of scene \(scene)"
        case .retry: "retry"
        case .signOut: "sign out"
        case .openScene: "scene open"
        case .openSceneShowing(let url): "scene open \(url)"
        case .deliver(let entry): entry.description
        case .switchScene(let number): "scene switch \(number)"
        case .closeScene(let number): "scene close \(number)"
        case .disconnectScene(let number): "scene disconnect \(number)"
        case .reconnectScene(let number): "scene reconnect \(number)"
        case .connectWindow(let scene?, _): "window connects, restoring scene \(scene)"
        case .connectWindow(_, let url?): "window connects, showing \(url)"
        case .connectWindow: "window connects"
        case .windowMoved(let window, let phase): "window \(window) \(phase.rawValue)"
        case .windowDisconnected(let window): "window \(window) disconnected"
        case .windowClosed(let window): "window \(window) closed"
        case .scenesClosed(let scenes):
            "windows closed: scene " + scenes.map(String.init).joined(separator: ", ")
        case .quitting: "app quits"
        case .setPhase(let phase, nil): "phase \(phase.rawValue)"
        case .setPhase(let phase, let scene?): "phase \(phase.rawValue) of scene \(scene)"
        case .cancelForegroundWork: "cancel"
        case .unlock: "device unlock"
        }
    }
}
