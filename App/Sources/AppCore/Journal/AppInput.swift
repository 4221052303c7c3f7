import Routing

/// One thing ``RootSwitchApp`` is asked to do from outside, as a journal step records it and
/// a replay does it again: each case is one of the App's public input methods.
enum AppInput: Codable, Equatable, Sendable, CustomStringConvertible {
    case perform(action: String, arguments: [String: String])
    case open(url: String)
    case openIn(url: String, scene: Int)
    case back
    case selectTab(name: String)
    case retry
    case signOut
    case openScene
    case openSceneShowing(url: String)
    case switchScene(number: Int)
    case closeScene(number: Int)
    /// `scene` is `nil` for the current scene.
    case setPhase(phase: ScenePhase, scene: Int?)
    case cancelForegroundWork

    /// A perform as the journal keeps it: each argument named in `secrets` becomes stars, as
    /// many as it had characters.
    static func perform(
        _ action: String, arguments: [String: String], hiding secrets: Set<String>
    ) -> AppInput {
        .perform(
            action: action,
            arguments: arguments.reduce(into: [:]) { kept, argument in
                kept[argument.key] =
                    secrets.contains(argument.key)
                    ? String(repeating: "*", count: argument.value.count) : argument.value
            })
    }

    /// Does it again on `app`.
    @MainActor
    func apply(to app: RootSwitchApp) throws(AppError) {
        switch self {
        case .perform(let action, let arguments): try app.perform(action, arguments: arguments)
        case .open(let url): try app.open(url)
        case .openIn(let url, let scene): try app.open(url, in: SceneID(scene))
        case .back: app.back()
        case .selectTab(let name): try app.selectTab(name)
        case .retry: app.retry()
        case .signOut: app.signOut()
        case .openScene: try app.openScene()
        case .openSceneShowing(let url): try app.openScene(showing: url)
        case .switchScene(let number): try app.switchScene(to: SceneID(number))
        case .closeScene(let number): try app.closeScene(SceneID(number))
        case .setPhase(let phase, nil): app.setPhase(phase)
        case .setPhase(let phase, let scene?): try app.setPhase(phase, of: SceneID(scene))
        case .cancelForegroundWork: app.cancelForegroundWork()
        }
    }

    /// `open rootswitch://items/42`, `perform signin email=... password=********`.
    var description: String {
        switch self {
        case .perform(let action, let arguments):
            (["perform", action] + arguments.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
                .joined(separator: " ")
        case .open(let url): "open \(url)"
        case .openIn(let url, let scene): "open \(url) in scene \(scene)"
        case .back: "back"
        case .selectTab(let name): "tab \(name)"
        case .retry: "retry"
        case .signOut: "sign out"
        case .openScene: "scene open"
        case .openSceneShowing(let url): "scene open \(url)"
        case .switchScene(let number): "scene switch \(number)"
        case .closeScene(let number): "scene close \(number)"
        case .setPhase(let phase, nil): "phase \(phase.rawValue)"
        case .setPhase(let phase, let scene?): "phase \(phase.rawValue) of scene \(scene)"
        case .cancelForegroundWork: "cancel"
        }
    }
}
