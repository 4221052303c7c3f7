/// A way into the app, as the system delivered it and reduced to text: a URL, or what a
/// ``DeepLinkTable``'s entry points turn into one of its links (``DeepLinkTable/link(for:)``).
///
/// The platform's types stay at the app's edge, which makes one of these from each: a tapped
/// `UNNotificationResponse` (its category and its payload's text values), a continued
/// `NSUserActivity`, a `CSSearchableItem`'s identifier, a `UIApplicationShortcutItem`'s type, an
/// App Intent's parameters, the title of a menu item chosen. A widget's URL arrives as a URL, and
/// opens as one.
public enum IncomingEntry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A URL: a custom-scheme link, a universal link, a widget's URL.
    case link(String)
    /// A tapped notification: its category (`categoryIdentifier`, `""` for none) and its
    /// payload's top-level values, as text. A payload that names a link opens it; otherwise the
    /// category's entry point fills its pattern from the payload.
    case notification(category: String, payload: [String: String])
    /// A user activity continued here (Handoff, a universal link, an activity Spotlight kept):
    /// its type, its web page, and its `userInfo`'s text values. A web browsing activity
    /// (``browsingWeb``) opens its web page; one of the app's own types opens the link its
    /// `userInfo` holds.
    case activity(type: String, webpageURL: String?, userInfo: [String: String])
    /// A Spotlight item the app indexed: its unique identifier, which is its link.
    case spotlight(identifier: String)
    /// A home-screen quick action: its type, which an entry point maps to a link.
    case quickAction(type: String)
    /// An App Intent: its entry point's name and its parameters' values, as text.
    case intent(name: String, values: [String: String])
    /// An item of the menu bar's Go menu: its title, which an entry point maps to a link.
    case menuItem(title: String)

    /// The type of a user activity that continues a web page, such as a universal link
    /// (Foundation's `NSUserActivityTypeBrowsingWeb`).
    public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"

    /// The text values of a notification's payload or a user activity's `userInfo`, as an
    /// entry takes them: each value under a `String` key that is a string, a whole number, a
    /// number or a Boolean, as text; a dictionary, an array or any other value is left out.
    ///
    /// ```swift
    /// let payload = IncomingEntry.texts(of: ["item": 42, "aps": ["badge": 1]])
    /// // payload == ["item": "42"]
    /// ```
    /// - Parameter info: the dictionary as the platform gives it.
    /// - Returns: its text values, by key.
    public static func texts(of info: [AnyHashable: Any]) -> [String: String] {
        var texts: [String: String] = [:]
        for (key, value) in info {
            guard let key = key.base as? String else { continue }
            switch value {
            case let text as String: texts[key] = text
            case let number as Int: texts[key] = String(number)
            case let number as Double: texts[key] = String(number)
            case let flag as Bool: texts[key] = String(flag)
            default: continue
            }
        }
        return texts
    }

    /// What kind of entry it is: `link`, `notification`, `activity`, `spotlight`,
    /// `quickAction`, `intent` or `menuItem`.
    public var kind: String {
        switch self {
        case .link: "link"
        case .notification: "notification"
        case .activity: "activity"
        case .spotlight: "spotlight"
        case .quickAction: "quickAction"
        case .intent: "intent"
        case .menuItem: "menuItem"
        }
    }

    /// The entry in one line, as a journal and a refused decision show it: a link as it is,
    /// `notification item.updated item=42`, `quickAction search`, `menuItem Search`.
    public var description: String {
        if case .link(let url) = self { return url }
        let words: [String] =
            switch self {
            case .link: []
            case .notification(let category, let payload): [category] + Self.pairs(payload)
            case .activity(let type, let page, let userInfo):
                [type] + (page.map { [$0] } ?? []) + Self.pairs(userInfo)
            case .spotlight(let identifier): [identifier]
            case .quickAction(let type): [type]
            case .intent(let name, let values): [name] + Self.pairs(values)
            case .menuItem(let title): [title]
            }
        return ([kind] + words.filter { !$0.isEmpty }).joined(separator: " ")
    }

    private static func pairs(_ values: [String: String]) -> [String] {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
