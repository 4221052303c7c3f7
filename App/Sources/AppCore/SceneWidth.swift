/// How wide the App's windows are, as a platform's horizontal size class says: what decides
/// whether Main's home and search show their columns side by side.
///
/// Only how the navigation is shown changes with it: a link, a restoration or a relaunch
/// lands in the same place in either width, and widening shows it in its column.
public enum SceneWidth: String, CaseIterable, Codable, Sendable {
    /// A phone, or a narrow window: each tab is one stack (the default).
    case compact
    /// An iPad or a Mac window: home's list beside an item, search beside its results beside
    /// an item.
    case regular
}
