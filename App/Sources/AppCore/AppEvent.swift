public import AppStateMachine

/// Something the App reports as it runs, for a terminal to print or a test to read: every
/// accepted transition, every deep-link decision, every problem it recovered from. Each is
/// the typed value its source decided (the state machine's transition, the deep-link gate's
/// decision, an ``AppNotice``), not a description of it.
public enum AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// The app state moved (kinds only, never a payload).
    case transition(AppTransition)
    /// What happened to a deep link: opened, deferred, replayed, dropped or refused.
    case deepLink(DeepLinkDecision<AppRoute>)
    /// A problem the App recovered from.
    case notice(AppNotice)

    public var description: String {
        switch self {
        case .transition(let transition):
            "state \(transition.from.rawValue) -> \(transition.to.rawValue) (\(transition.intent))"
        case .deepLink(let decision): decision.description
        case .notice(let notice): notice.description
        }
    }
}
