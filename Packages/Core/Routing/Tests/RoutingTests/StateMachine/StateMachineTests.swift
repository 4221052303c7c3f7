import Analytics
import AppStateMachine
import Observation
import Routing
import RoutingTesting
import Synchronization
import TestSupport
import Testing

@Suite @MainActor struct StateMachineTests {
    /// What the machine's log and rejection handler received.
    @MainActor final class Outputs {
        var logLines: [String] = []
        var rejections: [StateMachine<DemoState, DemoIntent>.Rejection] = []
    }

    /// A machine with every output recorded.
    @MainActor struct Harness {
        let analytics = RecordingAnalytics()
        let outputs = Outputs()
        let machine: StateMachine<DemoState, DemoIntent>

        var logLines: [String] { outputs.logLines }
        var rejections: [StateMachine<DemoState, DemoIntent>.Rejection] { outputs.rejections }

        init(
            start: DemoState = .loading, historyLimit: Int = 100,
            reduce: @escaping (DemoState, DemoIntent) -> DemoState = DemoMachine.reduce
        ) throws {
            let outputs = outputs
            machine = StateMachine(
                initial: start, table: try DemoMachine.table(), analytics: analytics,
                historyLimit: historyLimit,
                log: { outputs.logLines.append($0) },
                onRejection: { outputs.rejections.append($0) },
                build: { _, state, intent in reduce(state, intent) })
        }
    }

    nonisolated static let accepted: [(DemoState, DemoIntent, DemoState)] = [
        (.loading, .sessionFound(DemoMachine.ann), .main(DemoMachine.ann)),
        (.loading, .noSession, .signIn),
        (.signIn, .signedIn(DemoMachine.ann), .main(DemoMachine.ann)),
        (.main(DemoMachine.ann), .signOut, .signIn),
        (.main(DemoMachine.ann), .quit, .closed),
    ]

    @Test(arguments: accepted)
    func appliesDeclaredTransitions(from: DemoState, intent: DemoIntent, to: DemoState) throws {
        let harness = try Harness(start: from)
        #expect(harness.machine.send(intent))
        #expect(harness.machine.state == to)
        #expect(
            harness.machine.history == [Transition(from: from.kind, on: intent.kind, to: to.kind)])
        #expect(harness.rejections.isEmpty)
    }

    nonisolated static let refused: [(DemoState, DemoIntent)] = [
        (.loading, .signOut),
        (.loading, .signedIn(DemoMachine.ann)),
        (.signIn, .sessionFound(DemoMachine.ann)),
        (.signIn, .quit),
        (.main(DemoMachine.ann), .noSession),
        (.closed, .signOut),
        (.closed, .sessionFound(DemoMachine.ann)),
    ]

    @Test(arguments: refused)
    func rejectsUndeclaredTransitions(from: DemoState, intent: DemoIntent) throws {
        let harness = try Harness(start: from)
        #expect(!harness.machine.send(intent))
        #expect(harness.machine.state == from)
        #expect(harness.machine.history.isEmpty)
        #expect(harness.rejections == [TransitionRejection(from: from.kind, intent: intent.kind)])
        #expect(
            harness.analytics.events == [
                .transitionRejected(from: "\(from.kind)", intent: "\(intent.kind)")
            ])
    }

    @Test func doesNotCallReducerForUndeclaredIntent() throws {
        var calls = 0
        let harness = try Harness { state, intent in
            calls += 1
            return DemoMachine.reduce(state, intent)
        }
        harness.machine.send(.signOut)
        #expect(calls == 0)
    }

    @Test func rejectsReducerResultTheTableDoesNotAllow() throws {
        // The table allows loading --noSession--> signIn, but this reducer goes to main.
        let harness = try Harness { _, _ in .main(DemoMachine.ann) }
        #expect(!harness.machine.send(.noSession))
        #expect(harness.machine.state == .loading)
        #expect(
            harness.rejections == [
                TransitionRejection(from: .loading, intent: .noSession, proposed: .main)
            ])
        #expect(
            harness.logLines == [
                "rejected noSession in loading: reducer proposed main, not declared"
            ])
        #expect(harness.analytics.names == ["transition_rejected"])
    }

    @Test func logsEveryTransitionWithItsCause() throws {
        let harness = try Harness()
        harness.machine.send(.noSession)
        harness.machine.send(.signOut)
        harness.machine.send(.signedIn(DemoMachine.ann))
        #expect(
            harness.logLines == [
                "loading -> signIn (cause: noSession)",
                "rejected signOut in signIn",
                "signIn -> main (cause: signedIn)",
            ])
    }

    @Test func tracksTransitionsByKind() throws {
        let harness = try Harness()
        harness.machine.send(.sessionFound(DemoMachine.ann))
        harness.machine.send(.quit)
        #expect(
            harness.analytics.events == [
                .stateTransition(from: "loading", to: "main", cause: "sessionFound"),
                .stateTransition(from: "main", to: "closed", cause: "quit"),
            ])
    }

    @Test func neverLeaksPayloads() throws {
        let harness = try Harness()
        harness.machine.send(.sessionFound(DemoMachine.ann))
        // Rejected: its payload must not leak either.
        harness.machine.send(.signedIn(DemoMachine.ann))
        harness.machine.send(.signOut)
        let texts =
            harness.analytics.events.flatMap { [$0.name] + $0.properties.values }
            + harness.logLines + harness.rejections.map(\.description)
        #expect(harness.analytics.events.count == 3)
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { !$0.contains("ann") && !$0.contains("example.com") })
    }

    @Test func keepsBoundedHistory() throws {
        let harness = try Harness(historyLimit: 2)
        harness.machine.send(.sessionFound(DemoMachine.ann))
        harness.machine.send(.signOut)
        harness.machine.send(.signedIn(DemoMachine.ann))
        #expect(
            harness.machine.history == [
                Transition(from: .main, on: .signOut, to: .signIn),
                Transition(from: .signIn, on: .signedIn, to: .main),
            ])
    }

    @Test func negativeHistoryLimitKeepsNothing() throws {
        let harness = try Harness(historyLimit: -1)
        harness.machine.send(.noSession)
        #expect(harness.machine.historyLimit == 0)
        #expect(harness.machine.history.isEmpty)
        #expect(harness.machine.state == .signIn)
    }

    @Test func defaultHandlersDoNotCrash() throws {
        let analytics = RecordingAnalytics()
        let machine = StateMachine<DemoState, DemoIntent>(
            initial: .loading, table: try DemoMachine.table(), analytics: analytics,
            build: { _, state, intent in DemoMachine.reduce(state, intent) })
        #expect(!machine.send(.quit))
        #expect(machine.send(.noSession))
        #expect(analytics.names == ["transition_rejected", "state_transition"])
    }

    @Test func notifiesObserversOfStateChanges() throws {
        let harness = try Harness()
        let changed = ChangeFlag()
        withObservationTracking {
            _ = harness.machine.state
        } onChange: {
            changed.set()
        }
        harness.machine.send(.noSession)
        #expect(changed.isSet)
    }

    @Test func notifiesHistoryObserversOfAcceptedIntentsOnly() throws {
        let harness = try Harness()
        let rejected = ChangeFlag.tracking { _ = harness.machine.history }
        harness.machine.send(.signOut)
        #expect(!rejected.isSet)
        let accepted = ChangeFlag.tracking { _ = harness.machine.history }
        harness.machine.send(.noSession)
        #expect(accepted.isSet)
        #expect(
            harness.machine.history == [Transition(from: .loading, on: .noSession, to: .signIn)])
    }

    @Test func tracksTheSameRejectionEachTimeItHappens() throws {
        let harness = try Harness()
        harness.machine.send(.noSession)
        harness.machine.send(.signOut)
        harness.machine.send(.signOut)
        #expect(
            harness.analytics.events == [
                .stateTransition(from: "loading", to: "signIn", cause: "noSession"),
                .transitionRejected(from: "signIn", intent: "signOut"),
                .transitionRejected(from: "signIn", intent: "signOut"),
            ])
    }

    @Test func buildsNoEventForAClientThatDoesNotListen() throws {
        let client = DeafAnalytics()
        let machine = StateMachine<DemoState, DemoIntent>(
            initial: .loading, table: try DemoMachine.table(), analytics: client,
            build: { _, state, intent in DemoMachine.reduce(state, intent) })
        #expect(machine.send(.noSession))
        #expect(!machine.send(.signOut))
        #expect(client.received.withLock { $0 } == 0)
    }

    /// A client that says nobody listens, and counts what it is sent anyway.
    final class DeafAnalytics: AnalyticsClient {
        let received = Mutex(0)
        var isListening: Bool { false }
        func track(_ event: AnalyticsEvent) { received.withLock { $0 += 1 } }
    }

    @Test func describesTransitionsAndRejections() {
        let transition = Transition<DemoState.Kind, DemoIntent.Kind>(
            from: .main, on: .quit, to: .closed)
        #expect(transition.description == "main -> closed (cause: quit)")
        let rejection = TransitionRejection<DemoState.Kind, DemoIntent.Kind>(
            from: .closed, intent: .quit)
        #expect(rejection.description == "rejected quit in closed")
    }

    /// The table decides where an intent leads: the builder is given that transition and
    /// makes only its target's payload; each accepted transition is then told, typed.
    @Test func theBuilderGetsTheTablesTransitionAndOnTransitionHearsItTyped() throws {
        var built: [Transition<DemoState.Kind, DemoIntent.Kind>] = []
        var told: [Transition<DemoState.Kind, DemoIntent.Kind>] = []
        let machine = StateMachine<DemoState, DemoIntent>(
            initial: .loading, table: try DemoMachine.table(),
            analytics: RecordingAnalytics(),
            onTransition: { transition, _, _ in told.append(transition) },
            build: { transition, state, intent in
                built.append(transition)
                return DemoMachine.reduce(state, intent)
            })

        machine.send(.sessionFound(DemoMachine.ann))
        machine.send(.noSession)  // not declared in main: refused, nothing built or told
        machine.send(.signOut)

        #expect(
            built == [
                Transition(from: .loading, on: .sessionFound, to: .main),
                Transition(from: .main, on: .signOut, to: .signIn),
            ])
        #expect(told == built)
        #expect(machine.history == built)
    }
}
