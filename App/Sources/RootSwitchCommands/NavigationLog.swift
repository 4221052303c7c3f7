import AppCore
import Routing

/// Prints the App's navigation events while on: `--verbose`, `--json` and `log on|off`.
///
/// As text it prints router commands and scene changes only: transitions and deep-link
/// decisions have their own lines already. As JSON it prints every event, each a
/// `{"type":"navigation",...}` line.
@MainActor
final class NavigationLog {
    private let events: NavigationEvents
    private let output: Output
    private var observation: NavigationObservation?

    init(events: NavigationEvents, output: Output, isOn: Bool) {
        self.events = events
        self.output = output
        self.isOn = isOn
        update()
    }

    /// Whether events are printed.
    var isOn: Bool {
        didSet { update() }
    }

    private func update() {
        guard isOn != (observation != nil) else { return }
        guard isOn else {
            observation?.cancel()
            observation = nil
            return
        }
        let kinds: Set<NavigationEvent.Kind> =
            output.json ? Set(NavigationEvent.Kind.allCases) : [.navigation, .scene]
        observation = events.observe(kinds) { [output] in output.navigation($0) }
    }
}
