import Analytics
import AppStateMachine
import Routing
import RoutingTesting
import TestSupport
import Testing
import WorkTracking

/// The examples in the doc comments of AppStateMachine (the state machine, its table, the gate
/// that follows it), WorkTracking and the navigation recorder, each verbatim (`Scripts/docs`
/// checks it) in the context it assumes, with what it states.
@Suite @MainActor struct DocCommentStateMachineTests {
    struct User: Hashable, Sendable {
        let id: String
    }

    enum Phase: KindProviding, CaseIterable, Sendable {
        case launching, signedOut, signedIn
    }

    enum SessionState: KindProviding {
        case loading
        case signIn
        case authenticated(User)
        enum Kind: Hashable, Sendable, CaseIterable { case loading, signIn, authenticated }
        var kind: Kind {
            switch self {
            case .loading: .loading
            case .signIn: .signIn
            case .authenticated: .authenticated
            }
        }
    }

    enum PhaseIntent: KindProviding, CaseIterable {
        case launched, signIn, signOut
    }

    enum SessionIntent: KindProviding {
        case sessionFound(User)
        case noSession
        case signOut

        enum Kind: Hashable, Sendable, CaseIterable { case sessionFound, noSession, signOut }

        var kind: Kind {
            switch self {
            case .sessionFound: .sessionFound
            case .noSession: .noSession
            case .signOut: .signOut
            }
        }
    }

    let analytics = RecordingAnalytics()

    @Test func aMachineMovesAlongItsTable() throws {
        let user = User(id: "u-7")
        let found = Transition<SessionState.Kind, SessionIntent.Kind>(
            from: .loading, on: .sessionFound, to: .authenticated)
        #expect(found.description == "loading -> authenticated (cause: sessionFound)")

        let table = try TransitionTable<SessionState.Kind, SessionIntent.Kind>(
            initial: .loading,
            transitions: [
                Transition(from: .loading, on: .sessionFound, to: .authenticated),
                Transition(from: .loading, on: .noSession, to: .signIn),
                Transition(from: .authenticated, on: .signOut, to: .signIn),
                Transition(from: .signIn, on: .sessionFound, to: .authenticated),
            ])
        #expect(table.check().isEmpty)
        #expect(table.transitions.first == found)

        let machine = StateMachine<SessionState, SessionIntent>(
            initial: SessionState.loading, table: table, analytics: analytics,
            log: { print($0) }, onRejection: { assertionFailure($0.description) },
            build: { transition, state, intent in
                switch (transition.to, intent) {
                case (.authenticated, .sessionFound(let user)): .authenticated(user)
                default: .signIn
                }
            })
        machine.send(.sessionFound(user))

        #expect(machine.state.kind == .authenticated)
        #expect(machine.history == [found])
        #expect(analytics.names == ["state_transition"])
    }

    static func phaseTable() throws -> TransitionTable<Phase, PhaseIntent> {
        try TransitionTable(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .launched, to: .signedOut),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
    }

    @Test func phasesWithoutPayloadsAreTheirOwnKinds() throws {
        let phaseTable = try Self.phaseTable()
        let phases = StateMachine(initial: .launching, table: phaseTable, analytics: analytics)
        phases.send(.launched)
        #expect(phases.state == .signedOut)
        #expect(Phase.signedIn.kind == .signedIn)
        #expect(phases.send(.signOut) == false)
    }

    @Test func theGateFollowsTheMachine() throws {
        let links = try EntryFixtures.links()
        let machine = StateMachine(
            initial: .launching, table: try Self.phaseTable(), analytics: analytics
        )
        machine.send(.launched)
        let navigator = Navigator<ShopEntryRoute>(root: .home, links: links)
        let table = links

        let gate = DeepLinkGate(
            links: table, following: machine, clock: ContinuousClock(), analytics: analytics,
            needs: { _ in LinkNeed("sign-in", in: [.signedIn]) },
            forgetting: { $0.intent == .signOut },
            show: { match, _ in
                navigator.open(match.route)
                return true
            })
        try gate.open(.link("shop://orders/42"))  // deferred while signed out, opened after

        #expect(gate.pendingURL == "shop://orders/42")
        #expect(navigator.router.stack == [.home])
        machine.send(.signIn)
        #expect(gate.pending == nil)
        #expect(navigator.router.stack == [.home, .order(id: 42)])
    }

    @Test func aDecisionIsSaidInWordsAndAsAnEvent() throws {
        let fixture = try GateFixture(in: .signedOut)
        let decision = try fixture.gate.open(.link("rootswitch://items/42"))

        let line = decision.description
        // line == "deep link deferred: rootswitch://items/42 (needs sign-in)"
        let event = decision.analyticsEvent  // deep_link_deferred, with pattern and requirement

        #expect(line == "deep link deferred: rootswitch://items/42 (needs sign-in)")
        #expect(event == .deepLinkDeferred(pattern: "items/<int:id>", requirement: "sign-in"))
    }

    /// Signs in, as `BackgroundWork`'s example assumes: its work starts on the tracker.
    @MainActor final class SignInModel {
        let work = BackgroundWork()
        var signedIn: [String] = []

        func signIn(_ email: String, _ password: String) async {
            await Task.yield()
            signedIn.append(email)
        }

        func tapSignIn(email: String, password: String) async {
            work.start("sign-in") { await self.signIn(email, password) }
            await work.settle(.foreground)
        }
    }

    @Test func workIsAwaitedNotSleptOn() async {
        let model = SignInModel()
        await model.tapSignIn(email: "a@b.c", password: "pw")
        #expect(model.signedIn == ["a@b.c"])
        #expect(model.work.running.isEmpty)
    }

    enum ShopRoute: Route {
        case home, cart
    }

    @Test func aRecorderChecksEveryEvent() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let router = Router<ShopRoute>(root: .home, events: events)
        router.push(.cart)
        router.back()
        navigation.expect(.push(route: "cart"), .pop(to: "home"))
        #expect(navigation.unchecked.isEmpty)
    }
}
