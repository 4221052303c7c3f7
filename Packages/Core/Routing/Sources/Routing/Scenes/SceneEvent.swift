/// A change reported by ``SceneLifecycle``, emitted only when something really changed.
public enum SceneEvent: Hashable, Sendable, CustomStringConvertible {
    /// A scene was connected; it starts in the background.
    case sceneConnected(SceneID)
    /// A scene became active.
    case sceneBecameActive(SceneID)
    /// A scene became inactive: the moment to save its navigation state.
    case sceneBecameInactive(SceneID)
    /// A scene went to the background.
    case sceneEnteredBackground(SceneID)
    /// A scene was disconnected and is no longer tracked.
    case sceneDisconnected(SceneID)
    /// The app became active: the moment to validate the session.
    case appBecameActive
    /// The app is on screen but no scene is active.
    case appBecameInactive
    /// Every scene is in the background (or none is left): the moment to release caches.
    case appEnteredBackground

    /// `sceneBecameActive(scene-1)`, `appEnteredBackground`.
    public var description: String {
        switch self {
        case .sceneConnected(let id): "sceneConnected(\(id))"
        case .sceneBecameActive(let id): "sceneBecameActive(\(id))"
        case .sceneBecameInactive(let id): "sceneBecameInactive(\(id))"
        case .sceneEnteredBackground(let id): "sceneEnteredBackground(\(id))"
        case .sceneDisconnected(let id): "sceneDisconnected(\(id))"
        case .appBecameActive: "appBecameActive"
        case .appBecameInactive: "appBecameInactive"
        case .appEnteredBackground: "appEnteredBackground"
        }
    }
}
