import Foundation
public import Routing

/// A destination inside the signed-in app. Holds identifiers only, so it can be saved for
/// restoration and turned into a link; what each route shows is built by the coordinators.
///
/// `description` is the route's URL path:
///
/// ```swift
/// MainRoute.item(id: 42).description                  // "/items/42"
/// MainRoute.searchResults(query: "blue car").description  // "/search?q=blue%20car"
/// ```
public enum MainRoute: Route, CustomStringConvertible {
    /// The home tab's root: the first items.
    case home
    /// One item's detail.
    case item(id: Int)
    /// The search tab's root.
    case search
    /// The items matching a query (trimmed, not empty).
    case searchResults(query: String)
    /// The profile tab's root.
    case profile
    /// The settings sheet's root.
    case settings
    /// About the app, pushed inside the settings sheet.
    case settingsAbout

    /// The route's URL path, such as `/items/42` or `/search?q=blue%20car`: its link after
    /// the scheme, as its one declaration writes it (never resolved back).
    public var description: String {
        (try? Self.links.path(for: self)) ?? "/\(declaration.screenName)"
    }

    /// The tab the route is shown in.
    public var tab: MainTab { declaration.tab }

    /// The screen name for analytics: the path without identifiers or queries.
    var screenName: String { declaration.screenName }

    /// The results route for a query as the user typed it: trimmed of spaces and line
    /// breaks, refused when nothing is left.
    static func results(for text: String) throws(SearchError) -> MainRoute {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { throw .blankQuery }
        return .searchResults(query: query)
    }

    /// Whether the route lives in the settings sheet rather than in a tab's stack.
    var isSettingsRoute: Bool { declaration.isInSheet }
}
