/// Something the navigation did, as an app's logger or crash reporter keeps it: one value per
/// step a navigator applied (named as its ``NavigationCommand`` is), per layer or dialog it
/// closed, per transition or rejection of the state machine, deep-link decision and scene
/// change. ``description`` is the text a log shows, the same words the docs and
/// ``Navigator/treeDescription`` use (`push /items/42`, `pop to /home`, `present /settings as
/// sheet`).
///
/// Events name routes, states and intents, never their payloads beyond a route's
/// identifiers (a ``Route`` holds identifiers only), and a deep link by its pattern, never
/// its URL: no event carries a secret.
///
/// ```swift
/// let logging = events.observe([.navigation, .deepLink]) { event in
///     logger.info("\(event)")  // "push /items/42", "deep link opened: items/<int:id>"
/// }
/// ```
public enum NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// A route was pushed (``NavigationCommand/push(_:)``).
    case push(route: String)
    /// Routes were popped, leaving `to` on top (``NavigationCommand/back``,
    /// ``NavigationCommand/popToRoot``, ``NavigationCommand/pop(to:)``, a tab tapped again).
    case pop(to: String)
    /// The routes above the root became `path` (``NavigationCommand/setPath(_:)``).
    case setPath([String])
    /// The stack became `route` alone (``NavigationCommand/replaceRoot(_:)``).
    case replaceRoot(String)
    /// A layer was presented with `route` as its root.
    case present(route: String, style: PresentationStyle)
    /// The sheet whose root is `route` rests at `detent`: it was presented with sizes, resized,
    /// or the user dragged it.
    case resize(route: String, detent: SheetSizing.Detent)
    /// The layer whose root is `route` closed without a result.
    case dismiss(route: String, by: Dismisser)
    /// The top route `route` finished with a result of type `result`, which went to
    /// `delivery`.
    case terminate(route: String, result: String, delivery: ResultDelivery)
    /// A tab was restored to `stack` (its base stack, root first).
    case restore(stack: [String])
    /// The tab whose root is `tab` was selected.
    case selectTab(String)
    /// The search tab's search began (its tab selected) or ended (``NavigationCommand/endSearch``).
    case search(active: Bool)
    /// The inspector beside a stack shows `route`, or closed (`nil`)
    /// (``NavigationCommand/inspect(_:)``).
    case inspect(route: String?)
    /// The tabs were arranged: every tab in the user's `order`, and the `hidden` ones
    /// (``NavigationCommand/arrange(_:)``).
    case arrangeTabs(order: [String], hidden: [String])
    /// `route` shows first in `column` (``NavigationCommand/show(_:in:of:)``).
    case showInColumn(route: String, column: NavigationColumn)
    /// The columns after `column` were cleared (``NavigationCommand/pop(to:of:)``).
    case popToColumn(NavigationColumn)
    /// The routes above the detail's root became `path` (``ColumnRouter/detailPath``).
    case setDetailPath([String])
    /// The columns collapsed into one stack, for a compact window (``Navigator/isCompact``).
    case collapseColumns
    /// The stack expanded into columns again, for a wide window.
    case expandColumns
    /// The alert or confirmation dialog titled `title` was shown.
    case showDialog(title: String)
    /// The dialog titled `title` closed: `answer` is the label of the button chosen, or
    /// `cancelled`, `dismissed by system`, `closed by router`.
    case closeDialog(title: String, answer: String)
    /// The state machine moved, by kinds.
    case transition(from: String, to: String, intent: String)
    /// The state machine refused `intent` in `from`.
    case rejection(from: String, intent: String)
    /// A deep-link gate (AppStateMachine's `DeepLinkGate`) decided about a link: the decision's
    /// verb (`opened`, `deferred`, `replayed`, `dropped`, `refused`), the pattern it matched
    /// (none when refused) and why, in words (`needs sign-in`).
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
        /// Every change a navigator applies: its commands, and the layers and dialogs they close.
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
        case .transition, .rejection: .transition
        case .deepLink: .deepLink
        case .scene: .scene
        default: .navigation
        }
    }

    /// The event's name, as `--json` writes it: `push`, `transition`, `sceneBecameActive`...
    public var name: String {
        if case .scene(let event) = self { return event.name }
        return texts.name
    }

    /// The event's values by name, as `--json` writes them beside ``name``.
    public var fields: [String: String] { texts.fields }

    /// The event in words: `push /items/42`, `pop to /home`, `present /settings as sheet`,
    /// `dismiss /settings by system`, `select tab /search`, `transition signedOut -> ready
    /// (signedIn)`, `deep link deferred: items/<int:id> (needs sign-in)`. Every case's words:
    /// <doc:ObservingNavigation>.
    public var description: String { texts.words }

    /// The name, fields and words of each event, side by side so that they agree.
    private var texts: (name: String, fields: [String: String], words: String) {
        let path = { (routes: [String]) in routes.joined(separator: " > ") }
        return switch self {
        case .push(let route): ("push", ["route": route], "push \(route)")
        case .pop(let route): ("pop", ["to": route], "pop to \(route)")
        case .setPath(let routes): ("setPath", ["path": path(routes)], "set path [\(path(routes))]")
        case .replaceRoot(let route):
            ("replaceRoot", ["route": route], "replace root with \(route)")
        case .present(let route, let style):
            ("present", ["route": route, "style": style.rawValue], "present \(route) as \(style)")
        case .resize(let route, let detent):
            ("resize", ["route": route, "detent": "\(detent)"], "resize \(route) to \(detent)")
        case .dismiss(let route, let by):
            ("dismiss", ["route": route, "by": by.rawValue], "dismiss \(route) by \(by.rawValue)")
        case .terminate(let route, let result, let delivery):
            (
                "terminate", ["route": route, "result": result, "delivery": delivery.rawValue],
                "terminate \(route) with \(result) to \(delivery.rawValue)"
            )
        case .restore(let stack): ("restore", ["stack": path(stack)], "restore [\(path(stack))]")
        case .selectTab(let tab): ("selectTab", ["tab": tab], "select tab \(tab)")
        case .search(let active):
            ("search", ["active": "\(active)"], active ? "begin search" : "end search")
        case .inspect(let route):
            (
                "inspect", route.map { ["route": $0] } ?? [:],
                route.map { "inspect \($0)" } ?? "close inspector"
            )
        case .arrangeTabs(let order, let hidden):
            (
                "arrangeTabs",
                ["order": order.joined(separator: ", "), "hidden": hidden.joined(separator: ", ")],
                "arrange tabs [\(order.joined(separator: ", "))]"
                    + (hidden.isEmpty ? "" : " hiding [\(hidden.joined(separator: ", "))]")
            )
        case .showInColumn(let route, let column):
            (
                "showInColumn", ["route": route, "column": column.rawValue],
                "show \(route) in \(column.rawValue)"
            )
        case .popToColumn(let column):
            ("popToColumn", ["column": column.rawValue], "pop to column \(column.rawValue)")
        case .setDetailPath(let routes):
            ("setDetailPath", ["path": path(routes)], "set detail path [\(path(routes))]")
        case .collapseColumns: ("collapseColumns", [:], "collapse columns")
        case .expandColumns: ("expandColumns", [:], "expand columns")
        case .showDialog(let title): ("showDialog", ["title": title], "show dialog \"\(title)\"")
        case .closeDialog(let title, let answer):
            (
                "closeDialog", ["title": title, "answer": answer],
                "close dialog \"\(title)\": \(answer)"
            )
        case .transition(let from, let to, let intent):
            (
                "transition", ["from": from, "to": to, "intent": intent],
                "transition \(from) -> \(to) (\(intent))"
            )
        case .rejection(let from, let intent):
            ("rejection", ["from": from, "intent": intent], "rejection of \(intent) in \(from)")
        case .deepLink(let outcome, let pattern, let detail):
            (
                "deepLink",
                ["outcome": outcome, "pattern": pattern, "detail": detail].compactMapValues { $0 },
                "deep link \(outcome)" + (pattern.map { ": \($0)" } ?? "")
                    + (detail.map { " (\($0))" } ?? "")
            )
        case .scene(let event):
            (event.name, event.scene.map { ["scene": $0.description] } ?? [:], "\(event)")
        }
    }
}

extension NavigationEvent.Dismisser {
    /// Who closed a layer that closed with `outcome`; `nil` for a result, which
    /// ``NavigationEvent/terminate(route:result:delivery:)`` reports.
    init?(_ outcome: CloseOutcome<any Sendable>) {
        switch outcome {
        case .finished: return nil
        case .cancelled: self = .app
        case .dismissedBySystem: self = .system
        case .closedByParent: self = .parent
        }
    }
}
