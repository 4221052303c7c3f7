import Analytics
import AppStateMachine
import Routing
import TestSupport

/// A small app's phases, without payloads: each is its own kind, so they conform as they are.
enum Phase: KindProviding, CaseIterable, Hashable, Sendable {
    case launching, signedOut, signedIn
}

/// What moves a ``Phase``.
enum PhaseIntent: KindProviding, CaseIterable, Hashable, Sendable {
    case launched, signIn, signOut
}

/// A phase machine, a gate that follows it over ``DeepLinkFixtures``' table (every link needs
/// sign-in but `settings`, which needs nothing but a settled app), and what the gate showed.
@MainActor
final class GateFixture {
    let clock = TestClock()
    let analytics = RecordingAnalytics()
    let events: NavigationEvents
    let machine: StateMachine<Phase, PhaseIntent>
    var gate: DeepLinkGate<DeepLinkTestRoute, Phase, PhaseIntent>!
    /// The routes shown, in order.
    var shown: [DeepLinkTestRoute] = []
    /// What `show` answers: shown, no place (dropped), or not yet (waits).
    var answer: Bool? = true

    init(
        table links: DeepLinkTable<DeepLinkTestRoute>, window: Duration = .seconds(300),
        events: NavigationEvents = NavigationEvents()
    ) throws {
        self.events = events
        let table = try TransitionTable<Phase, PhaseIntent>(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .launched, to: .signedOut),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
        machine = StateMachine(initial: .launching, table: table, analytics: NoopAnalytics()) {
            transition, _, _ in transition.to
        }
        gate = DeepLinkGate(
            links: links, following: machine, window: window, clock: clock, analytics: analytics,
            events: events,
            needs: { match in
                match.route == .settings
                    ? LinkNeed("a settled app", in: [.signedOut, .signedIn])
                    : LinkNeed("sign-in", in: [.signedIn])
            },
            forgetting: { $0.intent == .signOut },
            show: { [unowned self] match, _ in
                if answer == true { shown.append(match.route) }
                return answer
            })
    }
}
