import AppCore
import AppStateMachine
import Routing
import Synchronization

/// Collects what a `RootSwitchApp` reports. The App may call `onEvent` from any thread, so
/// the list sits behind a `Mutex`.
final class EventLog: Sendable {
    private let events = Mutex<[AppEvent]>([])

    /// Records one event; this is the App's `onEvent`.
    func record(_ event: AppEvent) {
        events.withLock { $0.append(event) }
    }

    /// Every event so far, in order.
    var all: [AppEvent] {
        events.withLock { $0 }
    }

    /// Every notice so far.
    var notices: [AppNotice] {
        all.compactMap { event in
            if case .notice(let notice) = event { notice } else { nil }
        }
    }

    /// Every transition so far, as `from -> to (cause)`.
    var transitions: [String] {
        all.compactMap { event in
            if case .transition(let transition) = event {
                "\(transition.from) -> \(transition.to) (\(transition.intent))"
            } else {
                nil
            }
        }
    }

    /// Every deep-link decision so far.
    var decisions: [DeepLinkDecision<AppRoute>] {
        all.compactMap { event in
            if case .deepLink(let decision) = event { decision } else { nil }
        }
    }

    /// The outcome and URL of every deep-link decision so far, as `outcome url`.
    var deepLinks: [String] {
        decisions.map { "\($0.verb) \($0.url)" }
    }

    /// Forgets what was recorded, to look at what happens next only.
    func clear() {
        events.withLock { $0.removeAll() }
    }
}
