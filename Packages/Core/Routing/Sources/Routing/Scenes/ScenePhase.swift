/// Where a scene (or the whole app) stands: on screen and interactive, on screen but not
/// interactive, or off screen.
public enum ScenePhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// On screen and receiving input.
    case active
    /// On screen but not receiving input (an alert over it, the app switcher, going away).
    case inactive
    /// Not visible.
    case background
}
