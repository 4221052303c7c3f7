/// One way into the app besides a URL, declared once, as data: a notification category, a
/// quick action type, an App Intent or an item of the menu bar's Go menu, and the pattern whose
/// link it opens. Registered on the
/// app's ``DeepLinkTable`` beside the patterns (``DeepLinkTable/register(_:)-(EntryPoint)``), it
/// turns each ``IncomingEntry`` it answers into that link (``DeepLinkTable/link(for:)``), which
/// then goes through the same gate as a URL (AppStateMachine's `DeepLinkGate`): the same need,
/// waiting, expiry, decisions and events.
///
/// A payload, an intent's parameters or nothing at all (a quick action, a menu item) give the
/// pattern's
/// placeholders their values, by name. A restoration-only pattern is never an entry point.
///
/// ```swift
/// let points: [EntryPoint] = [
///     .notification("order.shipped", opens: orderPattern, fields: ["id": "order"]),
///     .quickAction("cart", title: "Cart", opens: cartPattern),
///     .menuItem("Cart", key: EntryPoint.Key("2"), opens: cartPattern),
///     .intent(
///         EntryPoint.Intent("OpenOrder", title: "Open Order", entity: "Order"),
///         opens: orderPattern),
/// ]
/// ```
public struct EntryPoint: Hashable, Sendable {
    /// What kind of entry it answers, and what it needs for that.
    public enum Kind: Hashable, Sendable {
        /// A tapped notification of `category`; each placeholder's value is the payload's
        /// value under `fields[placeholder]`, or under the placeholder's own name.
        case notification(category: String, fields: [String: String])
        /// A home-screen quick action of `type`, shown as `title`; its pattern takes no values.
        case quickAction(type: String, title: String)
        /// An App Intent; each placeholder's value is the parameter of the same name.
        case intent(EntryPoint.Intent)
        /// An item of the menu bar's Go menu (SwiftUI `commands`, on the Mac and the iPad),
        /// shown as `title`, with its keyboard shortcut if it has one; its pattern takes no
        /// values.
        case menuItem(title: String, key: EntryPoint.Key?)
    }

    /// What it answers.
    public let kind: Kind
    /// The template of the pattern it opens, e.g. `items/<int:id>`.
    public let template: String

    private init<R>(_ kind: Kind, pattern: DeepLinkPattern<R>) {
        self.kind = kind
        template = pattern.template
    }

    /// A notification category that opens `pattern`.
    /// - Parameters:
    ///   - category: the notification's `categoryIdentifier`.
    ///   - pattern: the pattern it opens.
    ///   - fields: the payload key of each placeholder whose key is not its own name.
    public static func notification<R>(
        _ category: String, opens pattern: DeepLinkPattern<R>, fields: [String: String] = [:]
    ) -> EntryPoint {
        EntryPoint(.notification(category: category, fields: fields), pattern: pattern)
    }

    /// A quick action that opens `pattern`, whose template has no required placeholder.
    /// - Parameters:
    ///   - type: the `UIApplicationShortcutItem` type.
    ///   - title: what the home screen shows.
    ///   - pattern: the pattern it opens.
    public static func quickAction<R>(
        _ type: String, title: String, opens pattern: DeepLinkPattern<R>
    ) -> EntryPoint {
        EntryPoint(.quickAction(type: type, title: title), pattern: pattern)
    }

    /// An item of the menu bar's Go menu that opens `pattern`, whose template has no required
    /// placeholder.
    /// - Parameters:
    ///   - title: what the menu shows, which names the item: two items never share it.
    ///   - key: its keyboard shortcut, if any: no two items share one.
    ///   - pattern: the pattern it opens.
    public static func menuItem<R>(
        _ title: String, key: EntryPoint.Key? = nil, opens pattern: DeepLinkPattern<R>
    ) -> EntryPoint {
        EntryPoint(.menuItem(title: title, key: key), pattern: pattern)
    }

    /// An App Intent that opens `pattern`.
    /// - Parameters:
    ///   - intent: its name, title, entity and shortcut.
    ///   - pattern: the pattern it opens.
    public static func intent<R>(_ intent: EntryPoint.Intent, opens pattern: DeepLinkPattern<R>)
        -> EntryPoint
    {
        EntryPoint(.intent(intent), pattern: pattern)
    }

    /// The names of its pattern's placeholders, path first: the values it needs (a
    /// notification's payload gives them under ``Kind/notification(category:fields:)``'s
    /// `fields`, an intent's parameters are them).
    public var placeholders: [String] {
        (try? TemplateSyntax(template))?.names ?? []
    }

    /// The key of placeholder `name`'s value in a notification's payload: its field, or its
    /// own name.
    func payloadKey(of name: String) -> String {
        if case .notification(_, let fields) = kind, let key = fields[name] { key } else { name }
    }

    /// What the entry point is named by: `notification CATEGORY`, `quickAction TYPE`,
    /// `intent NAME`, `menuItem TITLE`, the first word the ``IncomingEntry/kind`` of the entries
    /// it answers (a table finds the entry point of an entry by it). Two entry points of a
    /// table never share it.
    package var name: String {
        switch kind {
        case .notification(let category, _): "notification \(category)"
        case .quickAction(let type, _): "quickAction \(type)"
        case .intent(let intent): "intent \(intent.name)"
        case .menuItem(let title, _): "menuItem \(title)"
        }
    }

    /// `problem` as a refusal of this entry point: its reason led by the entry point's
    /// ``name`` (`intent Find: its shortcut has no phrase`), wherever it is refused.
    package func refusal(_ problem: RoutingError) -> RoutingError {
        RoutingError(problem.code, reason: "\(name): \(problem.reason)")
    }
}
