/// The tabs of the signed-in app, in display order. The raw value is the tab's name, as the
/// CLI's `tab NAME` and `ScreenLocation.tab` spell it.
public enum MainTab: String, CaseIterable, Codable, Sendable {
    /// The first items of the catalogue.
    case home
    /// Search over item titles and summaries.
    case search
    /// The signed-in user, settings and sign-out.
    case profile

    /// The tab's name on screen, and the title of its first screen.
    public var title: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .profile: "Profile"
        }
    }

    /// The route at the bottom of the tab's stack.
    public var root: MainRoute {
        switch self {
        case .home: .home
        case .search: .search
        case .profile: .profile
        }
    }
}
