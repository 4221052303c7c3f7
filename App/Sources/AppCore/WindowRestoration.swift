/// Who connects the scenes' windows when the App starts.
///
/// ```swift
/// // A SwiftUI app: each window connects its own scene as it appears.
/// let app = try RootSwitchApp(environment: environment, windows: .awaitWindows)
/// ```
public enum WindowRestoration: Hashable, Sendable {
    /// The App connects again the scenes a window showed when it last stopped, or, when none
    /// did, the scene that was current, as a platform restoring its windows does, and makes the
    /// current one active: what a terminal and a test run on. The default.
    case reconnectLast
    /// No scene is connected until a window connects one (``RootSwitchApp/connectWindow(_:)``),
    /// as SwiftUI's windows do, in any order. Until then ``RootSwitchApp/screen`` says that no
    /// window shows the App.
    case awaitWindows
}
