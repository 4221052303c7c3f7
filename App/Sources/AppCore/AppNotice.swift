public import AppStateMachine
public import Routing
public import RoutingScenes

/// A problem the App recovered from, as a closed set of values: a test compares them, and
/// their text is written once, here.
public enum AppNotice: Hashable, Sendable, CustomStringConvertible {
    /// A state file or folder was put right: a bad one set aside (the App went on without
    /// it), or a loose mode set back. The text names the file, in its store's words.
    case stateFileRepaired(String)
    /// A state file could not be read, written or set aside; the App goes on without it.
    case stateFileFailed(String)
    /// `scenes.json` listed more scenes than the App keeps open: the first ones reopened.
    case tooManyScenes(listed: Int)
    /// A scene's saved navigation could not be read: nothing of it was restored (a corrupt
    /// file is set aside).
    case navigationNotRestored(SceneID, RoutingError)
    /// An entry of a scene's saved navigation was left out, and why.
    case navigationLeftOut(SceneID, RestorationDrop)
    /// A scene's navigation could not be saved.
    case navigationNotSaved(SceneID, RoutingError)
    /// A closed scene's saved navigation could not be deleted.
    case navigationNotDiscarded(SceneID, RoutingError)
    /// The list of open scenes could not be saved.
    case sceneListNotSaved(reason: String)
    /// The session could not be saved: the next launch may not find it.
    case sessionNotSaved(reason: String)
    /// The backend could not be reached after launch: the App goes on with what it saved,
    /// with a warning on screen.
    case offline(String)
    /// Analytics could not write its file.
    case analyticsNotWritten(reason: String)
    /// The transition table refused a transition the App asked for: a bug, since the root
    /// did not change.
    case refusedTransition(AppTransitionRejection)

    public var description: String {
        switch self {
        case .stateFileRepaired(let text), .stateFileFailed(let text): text
        case .tooManyScenes(let listed):
            "scenes.json lists \(listed) scenes; the first \(AppLimits.openScenes) reopen "
                + "(at most \(AppLimits.openScenes) are open at once)"
        case .navigationNotRestored(let scene, let error):
            "\(scene): saved navigation not restored (\(error.code)): \(error.reason)"
        case .navigationLeftOut(let scene, let drop): "\(scene): left out \(drop)"
        case .navigationNotSaved(let scene, let error):
            "\(scene): navigation not saved: \(error.reason)"
        case .navigationNotDiscarded(let scene, let error):
            "\(scene): saved navigation not deleted: \(error.reason)"
        case .sceneListNotSaved(let reason): "The list of scenes could not be saved: \(reason)"
        case .sessionNotSaved(let reason): "The session could not be saved: \(reason)"
        case .offline(let warning): "warning: \(warning)"
        case .analyticsNotWritten(let reason): "analytics: \(reason)"
        case .refusedTransition(let rejection): "bug: refused transition \(rejection)"
        }
    }
}
