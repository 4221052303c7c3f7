public import Routing

/// What a window asks for when it connects (``RootSwitchApp/connectWindow(_:)``): the scene it
/// saved, a link, or nothing.
///
/// ```swift
/// @SceneStorage("scene") private var saved: Int?
/// let window = try app.connectWindow(saved.map { .restoring(SceneID($0)) } ?? .new)
/// saved = window.scene.rawValue
/// ```
public enum WindowConnection: Hashable, Sendable {
    /// A window the system restores or reconnects, with the scene it saved: that scene, its
    /// navigation as saved, if the App still keeps it and no other window shows it; else a new
    /// scene.
    case restoring(SceneID)
    /// A window opened to show a link: a new scene, showing it.
    case showing(url: String)
    /// A new window: a new scene.
    case new
}
