import AppCore
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

    /// The text of every notice so far.
    var notices: [String] {
        all.compactMap { event in
            if case .notice(let text) = event { text } else { nil }
        }
    }

    /// Every transition so far, as `from -> to (cause)`.
    var transitions: [String] {
        all.compactMap { event in
            if case .transition(let from, let to, let cause) = event {
                "\(from) -> \(to) (\(cause))"
            } else {
                nil
            }
        }
    }

    /// The outcome and URL of every deep-link decision so far, as `outcome url`.
    var deepLinks: [String] {
        all.compactMap { event in
            if case .deepLink(let outcome, let url, _) = event {
                "\(outcome.rawValue) \(url)"
            } else {
                nil
            }
        }
    }

    /// Forgets what was recorded, to look at what happens next only.
    func clear() {
        events.withLock { $0.removeAll() }
    }
}
