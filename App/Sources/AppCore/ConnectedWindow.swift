public import Routing

/// A window of the platform's, connected to the App: the scene it shows, and where it reports
/// what happens to it. A SwiftUI window gets one as it appears (``AppWindows/connect(_:)``),
/// keeps ``scene`` in `@SceneStorage`, and reports its phase and its disconnection; it decides
/// nothing. Once the window is gone, or the App closed or disconnected its scene itself, its
/// reports change nothing.
///
/// ```swift
/// .onChange(of: scenePhase) { _, phase in
///     window.moved(to: phase == .active ? .active : .background)
/// }
/// .onDisappear { window.disconnected() }
/// ```
@MainActor
public final class ConnectedWindow {
    /// The scene the window shows. Save it with the window (`@SceneStorage`) and ask for it
    /// again (``WindowConnection/restoring(_:)``) when the system restores or reconnects the
    /// window: its navigation comes back as it was.
    public let scene: SceneID
    /// Why the link the window was opened with could not open, if it could not: the window
    /// shows its new scene without it, and the refusal was reported as every refused link is.
    /// What to show the user.
    public let linkRefusal: AppError?
    /// This connection's number, unique in the App's run: reports of a window that is gone
    /// are told apart from those of the one that shows the scene now.
    let number: Int
    private let windows: AppWindows

    init(scene: SceneID, number: Int, linkRefusal: AppError?, windows: AppWindows) {
        self.scene = scene
        self.number = number
        self.linkRefusal = linkRefusal
        self.windows = windows
    }

    /// The window moved to `phase` (SwiftUI's `scenePhase`). Becoming active makes its scene
    /// current; inactive saves its navigation.
    public func moved(to phase: ScenePhase) {
        windows.window(number, moved: phase)
    }

    /// The system disconnected the window (SwiftUI's `onDisappear`): its navigation is saved
    /// and released, and its scene kept, for when the window connects again restoring it. A
    /// view that disappears and appears again connects again restoring ``scene``, and gets it
    /// back as saved.
    public func disconnected() {
        windows.windowDisconnected(number)
    }

    /// The user closed the window (macOS: its `NSWindow` will close): its scene and saved
    /// navigation are discarded, as ``RootSwitchApp/closeScene(_:)`` does, the last window's
    /// included, even when its disconnection was reported first. iOS says it of a scene
    /// session instead (``AppWindows/closed(_:)``). A close that never reaches the App leaves
    /// the scene kept until no window has asked for it during 3 launches and 14 days.
    public func closed() {
        windows.windowClosed(number)
    }
}
