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

/// A phase machine, a gate that follows it over a table (every link needs sign-in but one of
/// the pattern `settings`, which needs nothing but a settled app), and what the gate showed
/// and decided.
@MainActor
final class GateFixture<R: Route> {
    let clock = TestClock()
    let analytics = RecordingAnalytics()
    let events: NavigationEvents
    let machine: StateMachine<Phase, PhaseIntent>
    var gate: DeepLinkGate<R, Phase, PhaseIntent>!
    /// The routes shown, in order.
    var shown: [R] = []
    /// The scene `show` was told of each time it was asked, in order, shown or not.
    var scenes: [SceneID?] = []
    /// Every decision the gate reported to `onDecision`, in order.
    var decisions: [DeepLinkDecision<R>] = []
    /// What `show` answers: shown, no place (dropped), or not yet (waits).
    var answer: Bool? = true

    /// A gate over `links`, whose machine is moved from `launching` to `phase`.
    init(
        table links: DeepLinkTable<R>, window: Duration = .seconds(300),
        events: NavigationEvents = NavigationEvents(), in phase: Phase = .launching
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
                match.template == "settings"
                    ? LinkNeed("a settled app", in: [.signedOut, .signedIn])
                    : LinkNeed("sign-in", in: [.signedIn])
            },
            forgetting: { $0.intent == .signOut },
            onDecision: { [unowned self] in decisions.append($0) },
            show: { [unowned self] match, scene in
                scenes.append(scene)
                if answer == true { shown.append(match.route) }
                return answer
            })
        reach(phase)
    }

    /// Sends the intents that lead the machine from `launching` to `phase`.
    func reach(_ phase: Phase) {
        let path: [PhaseIntent] =
            switch phase {
            case .launching: []
            case .signedOut: [.launched]
            case .signedIn: [.launched, .signIn]
            }
        for intent in path { machine.send(intent) }
    }

    /// Opens `url` as a link, in `scene`: what the gate did with it.
    @discardableResult
    func open(_ url: String, in scene: SceneID? = nil) throws -> DeepLinkDecision<R>.Outcome {
        try gate.open(.link(url), in: scene).outcome
    }

    /// The outcome of each decision so far, in order.
    var outcomes: [DeepLinkDecision<R>.Outcome] { decisions.map(\.outcome) }
}

extension GateFixture where R == DeepLinkTestRoute {
    /// A gate over ``DeepLinkFixtures``' table, whose machine is moved to `phase`.
    convenience init(in phase: Phase, window: Duration = .seconds(300)) throws {
        try self.init(table: DeepLinkFixtures.table(), window: window, in: phase)
    }
}

extension DeepLinkMatch where R == DeepLinkTestRoute {
    /// The match of `rootswitch://items/ID`.
    static func item(_ id: Int) -> Self {
        DeepLinkMatch(route: .item(id: id), template: "items/<int:id>")
    }
}
