public import Routing

/// What the user did with a delivered notification, as the notification center reports it
/// (`UNNotificationResponse`), and what of it the App opens: the one decision between the
/// notification center's delegate and the App's entries.
///
/// Only a tap on the notification itself opens its link. Dismissing it opens nothing (the
/// center reports a dismissal to a category that asks for it, `customDismissAction`), and
/// neither does an action button: the App declares none, so an action of another category
/// (one a framework or an older version added) is not taken for a tap.
///
/// ```swift
/// let response = NotificationResponse(
///     action: .open, category: "item.updated", payload: ["item": "42"])
/// response.entry  // .notification(category: "item.updated", payload: ["item": "42"])
/// ```
public struct NotificationResponse: Hashable, Sendable {
    /// What the user chose.
    public enum Action: Hashable, Sendable {
        /// Tapped the notification (`UNNotificationDefaultActionIdentifier`).
        case open
        /// Dismissed it (`UNNotificationDismissActionIdentifier`).
        case dismiss
        /// Chose one of its category's action buttons, by identifier.
        case button(String)
    }

    /// What the user chose.
    public let action: Action
    /// The notification's category (`categoryIdentifier`, `""` for none).
    public let category: String
    /// The payload's top-level values, as text (`IncomingEntry.texts(of:)`).
    public let payload: [String: String]

    /// - Parameters:
    ///   - action: what the user chose.
    ///   - category: the notification's category.
    ///   - payload: its payload's values, as text.
    public init(action: Action, category: String, payload: [String: String]) {
        self.action = action
        self.category = category
        self.payload = payload
    }

    /// The entry the App opens for it: the notification's own for a tap; `nil` for a
    /// dismissal or an action button.
    public var entry: IncomingEntry? {
        guard action == .open else { return nil }
        return .notification(category: category, payload: payload)
    }
}
