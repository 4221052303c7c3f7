import FeatureShell
import Main
import Routing

/// The App's bounds: past one, the App refuses with a typed error at once (or gives up the
/// oldest kept scene), never slows down.
///
/// ```swift
/// newWindowButton.isEnabled = app.openScenes.count < AppLimits.openScenes
/// ```
public enum AppLimits {
    /// The most scenes open at once: 16. Each holds a navigation and checks its restored
    /// routes with the backend at launch, so the cap bounds memory and launch time. More is
    /// refused with `too_many_scenes`; a saved list of more reopens the first 16.
    public static let openScenes = 16
    /// The most scenes kept without a window (disconnected by the system, their navigation
    /// saved for when the window comes back): 32. Past it, the one a window showed longest ago
    /// is given up with its saved navigation, as it would be after 3 launches and 14 days
    /// without a window.
    public static let keptScenes = 32
    /// The most routes one scene's tab holds with its layers: 32
    /// (`Navigation.maximumRoutes`). More is refused with `stack_too_deep`; a saved state
    /// deeper than that keeps its first 32.
    public static let routesPerStack = Navigation<MainRoute>.maximumRoutes
    /// The most pieces of work running at once before a new action, link, tab or scene is
    /// refused with `too_much_work`: 64. Pending deep links need no cap: one waits at most,
    /// a newer one replaces it.
    public static let pendingWork = BackgroundWork.defaultLimit
}
