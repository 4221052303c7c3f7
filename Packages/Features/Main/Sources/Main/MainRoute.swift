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

    /// The route's URL path, such as `/items/42` or `/profile/settings`.
    public var description: String {
        switch self {
        case .home: "/home"
        case .item(let id): "/items/\(id)"
        case .search: "/search"
        case .searchResults(let query): "/search?q=\(Self.encode(query))"
        case .profile: "/profile"
        case .settings: "/profile/settings"
        case .settingsAbout: "/profile/settings/about"
        }
    }

    /// The screen name for analytics: the path without identifiers or queries.
    var screenName: String {
        switch self {
        case .home: "home"
        case .item: "item"
        case .search: "search"
        case .searchResults: "search-results"
        case .profile: "profile"
        case .settings: "settings"
        case .settingsAbout: "settings-about"
        }
    }

    /// The results route for a query as the user typed it: trimmed of spaces and line
    /// breaks, refused when nothing is left.
    static func results(for text: String) throws(SearchError) -> MainRoute {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { throw .blankQuery }
        return .searchResults(query: query)
    }

    /// Whether the route lives in the settings sheet rather than in a tab's stack.
    var isSettingsRoute: Bool {
        self == .settings || self == .settingsAbout
    }

    /// Escapes everything but RFC 3986's unreserved characters, as deep links do, so a
    /// query has one spelling.
    private static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            let isUnreserved =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
            encoded += isUnreserved ? String(scalar) : "%" + hex(byte)
        }
        return encoded
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
