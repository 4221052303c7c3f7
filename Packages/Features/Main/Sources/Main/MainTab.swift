import Routing

/// The tabs of the signed-in app, in display order. The raw value is the tab's name, as the
/// CLI's `tab NAME` and `ScreenLocation.tab` spell it.
public enum MainTab: String, CaseIterable, Codable, Sendable {
    /// The first items of the catalogue.
    case home
    /// Search over item titles and summaries; the tab with the search role: selecting it
    /// begins the search, and `back` at its root ends it, back to the tab the user came from.
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

    /// The columns the tab shows on a wide screen: home's list beside an item, search
    /// beside its results beside an item; `nil` for a tab that is one stack in any width.
    var columnLayout: ColumnLayout? {
        switch self {
        case .home: .doubleColumn
        case .search: .tripleColumn
        case .profile: nil
        }
    }

    /// The sidebar's sections on a wide screen, by the tabs' roots: home and search browse the
    /// catalogue; the profile stands alone.
    static let sections = [Navigation<MainRoute>.Section("Browse", tabs: [.home, .search])]

    /// The tab whose root is `root`, if any: how a view bound to the navigator, which knows a
    /// tab by its root route, names and labels it.
    public init?(root: MainRoute) {
        guard let tab = Self.allCases.first(where: { $0.root == root }) else { return nil }
        self = tab
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
