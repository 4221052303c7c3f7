import AppStateMachine
import Routing
import RoutingTools
import Testing

@Suite struct TransitionTableDiagramTests {
    @Test func exportsMermaid() throws {
        let expected = """
            stateDiagram-v2
                loading
                signIn
                main
                closed
                [*] --> loading
                loading --> main: sessionFound
                loading --> signIn: noSession
                signIn --> main: signedIn
                main --> signIn: signOut
                main --> closed: quit
                closed --> [*]

            """
        #expect(try DemoMachine.table().mermaid == expected)
    }

    @Test func exportsDot() throws {
        let expected = """
            digraph StateMachine {
                rankdir=LR;
                "loading";
                "signIn";
                "main";
                "closed" [shape=doublecircle];
                "__start" [shape=point];
                "__start" -> "loading";
                "loading" -> "main" [label="sessionFound"];
                "loading" -> "signIn" [label="noSession"];
                "signIn" -> "main" [label="signedIn"];
                "main" -> "signIn" [label="signOut"];
                "main" -> "closed" [label="quit"];
            }

            """
        #expect(try DemoMachine.table().dot == expected)
    }

    @Test func drawsKindsWithoutTransitions() throws {
        let table = try DemoTable(initial: .loading, transitions: [])
        #expect(
            table.mermaid
                == "stateDiagram-v2\n    loading\n    signIn\n    main\n    closed\n    [*] --> loading\n"
        )
    }

    @Test func drawsAStartArrowToEveryStart() throws {
        let table = try DemoTable(
            initial: .loading, alsoStartingIn: [.main], finals: [.closed],
            transitions: DemoMachine.transitions)
        let mermaid = table.mermaid.split(separator: "\n").filter { $0.contains("[*] -->") }
        #expect(mermaid == ["    [*] --> loading", "    [*] --> main"])
        let dot = table.dot.split(separator: "\n").filter { $0.contains("\"__start\" ->") }
        #expect(dot == [#"    "__start" -> "loading";"#, #"    "__start" -> "main";"#])
    }

    @Test func escapesQuotesInDotNames() throws {
        let table = try TransitionTable<QuotedKind, QuotedKind>(
            initial: .plain, transitions: [Transition(from: .plain, on: .quoted, to: .quoted)])
        #expect(table.dot.contains(#""plain" -> "say \"hi\"" [label="say \"hi\""];"#))
    }

    /// A kind whose name needs escaping in DOT.
    enum QuotedKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case plain, quoted

        var description: String {
            switch self {
            case .plain: "plain"
            case .quoted: #"say "hi""#
            }
        }
    }
}
