/// Something the navigation did, as an app's logger or crash reporter keeps it: one value per
/// command a router or tab router applied, transition or rejection of the state machine,
/// deep-link decision and scene change.
///
/// Events name routes, states and intents, never their payloads beyond a route's
/// identifiers (a ``Route`` holds identifiers only), and a deep link by its pattern, never
/// its URL: no event carries a secret.
///
/// ```swift
/// let logging = events.observe([.navigation, .deepLink]) { event in
///     logger.info("\(event)")  // "push item(id: 42)", "deep link opened: items/<int:id>"
/// }
/// ```
public enum NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// A route was pushed.
    case push(route: String)
    /// The top route was popped (``Router/back()``); `to` is the route now on top.
    case pop(to: String)
    /// The routes above `to` were popped (``Router/pop(to:)``, ``Router/popToRoot()``).
    case popTo(String)
    /// The routes above the root became `path` (``Router/path``).
    case setPath([String])
    /// The stack became `route` alone (``Router/replaceRoot(_:)``).
    case replaceRoot(String)
    /// A layer was presented with `route` as its root.
    case present(route: String, style: PresentationStyle)
    /// The sheet whose root is `route` rests at `detent` (``SheetDetent/description``): it
    /// was presented with sizes, resized, or the user dragged it.
    case sizeSheet(route: String, detent: String)
    /// The layer whose root is `route` closed without a result.
    case dismiss(route: String, by: Dismisser)
    /// The top route `route` finished with a result of type `result`, which went to
    /// `delivery`.
    case terminate(route: String, result: String, delivery: ResultDelivery)
    /// A router tree was restored to `stack` (base stack, root first).
    case restore(stack: [String])
    /// A tab router selected `tab`.
    case selectTab(String)
    /// A tab router's tabs were arranged: every tab in the user's `order`, and the `hidden`
    /// ones (``TabRouter/customize(_:)``).
    case customizeTabs(order: [String], hidden: [String])
    /// A column router showed `route` first in `column` (``ColumnRouter/show(_:in:)``).
    case showInColumn(route: String, column: String)
    /// A column router cleared the columns after `column` (``ColumnRouter/pop(to:)``).
    case popToColumn(String)
    /// The routes above a column router's detail root became `path`
    /// (``ColumnRouter/detailPath``).
    case setDetailPath([String])
    /// A column router's columns collapsed into one stack, for a compact screen.
    case collapseColumns
    /// A column router's stack expanded into columns again, for a wide screen.
    case expandColumns
    /// A router showed the alert or confirmation dialog titled `title`.
    case showDialog(title: String)
    /// The dialog titled `title` closed: `answer` is the label of the button chosen, or
    /// `cancelled`, `dismissed by system`, `closed by router`.
    case closeDialog(title: String, answer: String)
    /// The state machine moved, by kinds.
    case transition(from: String, to: String, intent: String)
    /// The state machine refused `intent` in `from`.
    case rejection(from: String, intent: String)
    /// A deep-link gate decided about a link: ``DeepLinkDecision/verb``, the pattern it
    /// matched (none when refused) and ``DeepLinkDecision/detail``.
    case deepLink(outcome: String, pattern: String?, detail: String?)
    /// A scene or the app changed phase, connected or disconnected.
    case scene(SceneEvent)

    /// Who closed a layer.
    public enum Dismisser: String, Hashable, Sendable {
        /// The app: the layer dismissed itself (``Router/dismiss()``).
        case app
        /// The platform: a swipe down, a closed window (``Router/dismissBySystem()``).
        case system
        /// An ancestor: a pop, a new root, `dismissAll`, a restore under it.
        case parent
    }

    /// Where a terminated route's result went.
    public enum ResultDelivery: String, Hashable, Sendable {
        /// To a handler registered with ``Router/onResult(_:at:perform:)``.
        case handler
        /// To the `onClose` of the layer's presenter.
        case presenter
        /// Nowhere: reported as ``RoutingError/Code/undeliveredResult``.
        case nobody
    }

    /// What an app filters events by.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Router and tab router commands.
        case navigation
        /// State-machine transitions and rejections.
        case transition
        /// Deep-link decisions.
        case deepLink
        /// Scene lifecycle changes.
        case scene
    }

    /// The kind an app filters on.
    public var kind: Kind {
        switch self {
        case .push, .pop, .popTo, .setPath, .replaceRoot, .present, .sizeSheet, .dismiss,
            .terminate,
            .restore, .selectTab, .customizeTabs, .showDialog, .closeDialog, .showInColumn,
            .popToColumn,
            .setDetailPath, .collapseColumns, .expandColumns:
            .navigation
        case .transition, .rejection: .transition
        case .deepLink: .deepLink
        case .scene: .scene
        }
    }

    /// The event's name, as `--json` writes it: `push`, `transition`, `sceneBecameActive`...
    public var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .popTo: "popTo"
        case .setPath: "setPath"
        case .replaceRoot: "replaceRoot"
        case .present: "present"
        case .sizeSheet: "sizeSheet"
        case .dismiss: "dismiss"
        case .terminate: "terminate"
        case .restore: "restore"
        case .selectTab: "selectTab"
        case .showDialog: "showDialog"
        case .customizeTabs: "customizeTabs"
        case .showInColumn: "showInColumn"
        case .popToColumn: "popToColumn"
        case .setDetailPath: "setDetailPath"
        case .collapseColumns: "collapseColumns"
        case .expandColumns: "expandColumns"
        case .closeDialog: "closeDialog"
        case .transition: "transition"
        case .rejection: "rejection"
        case .deepLink: "deepLink"
        case .scene(let event): event.name
        }
    }

    /// The event's values by name, as `--json` writes them beside ``name``.
    public var fields: [String: String] {
        switch self {
        case .push(let route): ["route": route]
        case .pop(let route), .popTo(let route): ["to": route]
        case .setPath(let path): ["path": path.joined(separator: " > ")]
        case .replaceRoot(let route): ["route": route]
        case .present(let route, let style): ["route": route, "style": style.name]
        case .sizeSheet(let route, let detent): ["route": route, "detent": detent]
        case .dismiss(let route, let dismisser): ["route": route, "by": dismisser.rawValue]
        case .terminate(let route, let result, let delivery):
            ["route": route, "result": result, "delivery": delivery.rawValue]
        case .restore(let stack): ["stack": stack.joined(separator: " > ")]
        case .selectTab(let tab): ["tab": tab]
        case .showDialog(let title): ["title": title]
        case .customizeTabs(let order, let hidden):
            ["order": order.joined(separator: ", "), "hidden": hidden.joined(separator: ", ")]
        case .showInColumn(let route, let column): ["route": route, "column": column]
        case .popToColumn(let column): ["column": column]
        case .setDetailPath(let path): ["path": path.joined(separator: " > ")]
        case .collapseColumns, .expandColumns: [:]
        case .closeDialog(let title, let answer): ["title": title, "answer": answer]
        case .transition(let from, let to, let intent): ["from": from, "to": to, "intent": intent]
        case .rejection(let from, let intent): ["from": from, "intent": intent]
        case .deepLink(let outcome, let pattern, let detail):
            ["outcome": outcome, "pattern": pattern, "detail": detail].compactMapValues { $0 }
        case .scene(let event): event.scene.map { ["scene": $0.description] } ?? [:]
        }
    }

    /// `push item(id: 42)`, `dismiss settings by system`, `transition signIn -> main
    /// (signedIn)`.
    public var description: String {
        switch self {
        case .push(let route): "push \(route)"
        case .pop(let route): "back to \(route)"
        case .popTo(let route): "pop to \(route)"
        case .setPath(let path): "set path [\(path.joined(separator: " > "))]"
        case .replaceRoot(let route): "replace root with \(route)"
        case .present(let route, let style): "present \(route) as \(style.name)"
        case .sizeSheet(let route, let detent): "size sheet \(route) at \(detent)"
        case .dismiss(let route, let dismisser): "dismiss \(route) by \(dismisser.rawValue)"
        case .terminate(let route, let result, let delivery):
            "terminate \(route) with \(result) to \(delivery.rawValue)"
        case .restore(let stack): "restore [\(stack.joined(separator: " > "))]"
        case .selectTab(let tab): "select tab \(tab)"
        case .showDialog(let title): "show dialog \"\(title)\""
        case .customizeTabs(let order, let hidden):
            "arrange tabs [\(order.joined(separator: ", "))]"
                + (hidden.isEmpty ? "" : " hiding [\(hidden.joined(separator: ", "))]")
        case .showInColumn(let route, let column): "show \(route) in \(column)"
        case .popToColumn(let column): "pop to column \(column)"
        case .setDetailPath(let path): "set detail path [\(path.joined(separator: " > "))]"
        case .collapseColumns: "collapse columns"
        case .expandColumns: "expand columns"
        case .closeDialog(let title, let answer): "close dialog \"\(title)\": \(answer)"
        case .transition(let from, let to, let intent): "transition \(from) -> \(to) (\(intent))"
        case .rejection(let from, let intent): "rejection of \(intent) in \(from)"
        case .deepLink(let outcome, let pattern, let detail):
            "deep link \(outcome)" + (pattern.map { ": \($0)" } ?? "")
                + (detail.map { " (\($0))" } ?? "")
        case .scene(let event): "\(event)"
        }
    }
}

extension PresentationStyle {
    /// `sheet`, `sheet without stack` or `cover`.
    var name: String {
        switch self {
        case .sheet(ownStack: true): "sheet"
        case .sheet(ownStack: false): "sheet without stack"
        case .cover: "cover"
        }
    }
}
