import Analytics
import Routing

/// Restoration events. They name the scene and counts or error codes only: never a user
/// identifier, a route or a file path.
extension AnalyticsEvent {
    /// A scene's navigation state was restored, `dropped` entries left out.
    static func navigationRestored(scene: SceneID, dropped: Int) -> AnalyticsEvent {
        AnalyticsEvent(
            "navigation_restored", ["scene": scene.key, "dropped": String(dropped)])
    }

    /// A scene's saved navigation state was refused as a whole.
    static func navigationRestoreFailed(
        scene: SceneID, reason: RoutingError.Code, setAside: Bool
    ) -> AnalyticsEvent {
        AnalyticsEvent(
            "navigation_restore_failed",
            ["scene": scene.key, "reason": reason.rawValue, "set_aside": String(setAside)]
        )
    }
}
