import AppStateMachine
import Routing
import Testing

@Suite struct TransitionTableTests {
    @Test func looksUpDeclaredTargets() throws {
        let table = try DemoMachine.table()
        #expect(table.target(from: .loading, on: .sessionFound) == .main)
        #expect(table.target(from: .main, on: .signOut) == .signIn)
        #expect(table.target(from: .signIn, on: .signOut) == nil)
        #expect(table.initial == .loading)
        #expect(table.finals == [.closed])
        #expect(table.transitions == DemoMachine.transitions)
    }

    @Test func rejectsNondeterministicTransitions() {
        #expect {
            try DemoTable(
                initial: .loading,
                transitions: [
                    Transition(from: .loading, on: .noSession, to: .signIn),
                    Transition(from: .loading, on: .noSession, to: .closed),
                ])
        } throws: { error in
            let error = try #require(error as? RoutingError)
            return error.code == .nondeterministic
                && error.reason == "loading on noSession leads to both signIn and closed"
        }
    }

    @Test func rejectsDuplicatedTransitions() {
        #expect {
            try DemoTable(
                initial: .loading,
                transitions: [
                    Transition(from: .loading, on: .noSession, to: .signIn),
                    Transition(from: .loading, on: .noSession, to: .signIn),
                ])
        } throws: { error in
            let error = try #require(error as? RoutingError)
            return error.code == .duplicate
                && error.reason == "loading on noSession to signIn is declared twice"
        }
    }

    @Test func soundTableHasNoProblems() throws {
        #expect(try DemoMachine.table().check().isEmpty)
    }

    @Test func findsUnreachableKinds() throws {
        let table = try DemoTable(
            initial: .loading, finals: [.closed],
            transitions: DemoMachine.transitions.filter { $0.to != .closed })
        #expect(table.check() == [.unreachable(.closed)])
    }

    @Test func aKindIsReachableFromAnyStart() throws {
        // Nothing leads to `signIn`, but a launch may start there.
        let transitions = DemoMachine.transitions.filter { $0.to != .signIn }
        let fresh = try DemoTable(initial: .loading, finals: [.closed], transitions: transitions)
        #expect(fresh.check() == [.unreachable(.signIn)])
        let launched = try DemoTable(
            initial: .loading, alsoStartingIn: [.signIn, .loading, .signIn], finals: [.closed],
            transitions: transitions)
        #expect(launched.check().isEmpty)
        // The initial kind first, each start once.
        #expect(launched.starts == [.loading, .signIn])
        #expect(fresh.starts == [.loading])
    }

    @Test func findsDeadEnds() throws {
        let table = try DemoTable(
            initial: .loading, transitions: DemoMachine.transitions.filter { $0.from != .signIn })
        // Without `closed` declared final it is a dead end too.
        #expect(table.check() == [.deadEnd(.signIn), .deadEnd(.closed)])
    }

    @Test func selfLoopIsNoWayOut() throws {
        let table = try DemoTable(
            initial: .loading, finals: [.closed],
            transitions: DemoMachine.transitions.filter { $0.from != .signIn }
                + [Transition(from: .signIn, on: .noSession, to: .signIn)])
        #expect(table.check() == [.deadEnd(.signIn)])
    }

    @Test func reportsBothProblemsOfOneKindInOrder() throws {
        let table = try DemoTable(
            initial: .loading,
            transitions: [Transition(from: .loading, on: .noSession, to: .signIn)])
        #expect(
            table.check() == [
                .deadEnd(.signIn), .unreachable(.main), .deadEnd(.main), .unreachable(.closed),
                .deadEnd(.closed),
            ])
    }

    @Test func describesProblemsAndErrors() {
        #expect(TableProblem<DemoState.Kind>.unreachable(.main).description == "unreachable: main")
        #expect(TableProblem<DemoState.Kind>.deadEnd(.signIn).description == "dead end: signIn")
        let error = RoutingError(.duplicate, reason: "twice")
        #expect(error.description == "twice")
    }
}
