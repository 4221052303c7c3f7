import AppStateMachine
import Routing

/// A small app-shaped machine shared by the state machine tests. Payloads carry an email so
/// tests can prove it never reaches logs or analytics.
struct DemoUser: Hashable, Sendable {
    let email: String
}

enum DemoState: KindProviding, Equatable, Sendable {
    case loading
    case signIn
    case main(DemoUser)
    case closed

    enum Kind: Hashable, Sendable, CaseIterable {
        case loading, signIn, main, closed
    }

    var kind: Kind {
        switch self {
        case .loading: .loading
        case .signIn: .signIn
        case .main: .main
        case .closed: .closed
        }
    }
}

enum DemoIntent: KindProviding, Sendable {
    case sessionFound(DemoUser)
    case noSession
    case signedIn(DemoUser)
    case signOut
    case quit

    enum Kind: Hashable, Sendable, CaseIterable {
        case sessionFound, noSession, signedIn, signOut, quit
    }

    var kind: Kind {
        switch self {
        case .sessionFound: .sessionFound
        case .noSession: .noSession
        case .signedIn: .signedIn
        case .signOut: .signOut
        case .quit: .quit
        }
    }
}

typealias DemoTable = TransitionTable<DemoState.Kind, DemoIntent.Kind>

enum DemoMachine {
    static let ann = DemoUser(email: "ann@example.com")

    static let transitions: [Transition<DemoState.Kind, DemoIntent.Kind>] = [
        Transition(from: .loading, on: .sessionFound, to: .main),
        Transition(from: .loading, on: .noSession, to: .signIn),
        Transition(from: .signIn, on: .signedIn, to: .main),
        Transition(from: .main, on: .signOut, to: .signIn),
        Transition(from: .main, on: .quit, to: .closed),
    ]

    static func table() throws -> DemoTable {
        try DemoTable(initial: .loading, finals: [.closed], transitions: transitions)
    }

    static func reduce(_ state: DemoState, _ intent: DemoIntent) -> DemoState {
        switch intent {
        case .sessionFound(let user), .signedIn(let user): .main(user)
        case .noSession, .signOut: .signIn
        case .quit: .closed
        }
    }
}
