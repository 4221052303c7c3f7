public import AppStateMachine

extension TransitionTable {
    /// The table as a Mermaid `stateDiagram-v2`: every kind in `allCases` order, a start arrow
    /// to each of the ``starts``, the transitions labelled with their intent in declaration
    /// order, then an end arrow from each final kind.
    ///
    /// ```
    /// stateDiagram-v2
    ///     loading
    ///     main
    ///     [*] --> loading
    ///     loading --> main: sessionFound
    ///     main --> [*]
    /// ```
    public var mermaid: String {
        var lines = ["stateDiagram-v2"]
        lines += StateKind.allCases.map { "    \(kindName($0))" }
        lines += starts.map { "    [*] --> \(kindName($0))" }
        lines += transitions.map {
            "    \(kindName($0.from)) --> \(kindName($0.to)): \(kindName($0.intent))"
        }
        lines += StateKind.allCases.filter(finals.contains).map { "    \(kindName($0)) --> [*]" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table as a Graphviz DOT digraph, in the same order as ``mermaid``: final kinds as
    /// double circles (`"main" [shape=doublecircle];`), a point marking the start with an
    /// arrow to each of the ``starts``, each transition labelled with its intent.
    public var dot: String {
        var lines = ["digraph StateMachine {", "    rankdir=LR;"]
        lines += StateKind.allCases.map {
            "    \(quoted($0))" + (finals.contains($0) ? " [shape=doublecircle];" : ";")
        }
        lines.append("    \"__start\" [shape=point];")
        lines += starts.map { "    \"__start\" -> \(quoted($0));" }
        lines += transitions.map {
            "    \(quoted($0.from)) -> \(quoted($0.to)) [label=\(quoted($0.intent))];"
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ kind: some Hashable) -> String {
        let name = kindName(kind)
        return "\"" + name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
