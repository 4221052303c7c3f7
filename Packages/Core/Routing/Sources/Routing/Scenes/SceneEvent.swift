/// A change reported by RoutingScenes' `SceneLifecycle`, emitted only when something really
/// changed.
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

    /// The case's name: `sceneBecameActive`, `appEnteredBackground`.
    public var name: String {
        switch self {
        case .sceneConnected: "sceneConnected"
        case .sceneBecameActive: "sceneBecameActive"
        case .sceneBecameInactive: "sceneBecameInactive"
        case .sceneEnteredBackground: "sceneEnteredBackground"
        case .sceneDisconnected: "sceneDisconnected"
        case .appBecameActive: "appBecameActive"
        case .appBecameInactive: "appBecameInactive"
        case .appEnteredBackground: "appEnteredBackground"
        }
    }

    /// The scene the event is about; `nil` for the app's own events.
    public var scene: SceneID? {
        switch self {
        case .sceneConnected(let id), .sceneBecameActive(let id), .sceneBecameInactive(let id),
            .sceneEnteredBackground(let id), .sceneDisconnected(let id):
            id
        case .appBecameActive, .appBecameInactive, .appEnteredBackground: nil
        }
    }

    /// `sceneBecameActive(scene 1)`, `appEnteredBackground`.
    public var description: String {
        scene.map { "\(name)(\($0))" } ?? name
    }
}
