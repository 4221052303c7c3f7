import WorkspaceModel

extension ModuleGraph {
    /// The graph in Graphviz DOT: a cluster per layer holding a cluster per package.
    /// Executables are drawn as components, test targets dashed.
    public var dot: String {
        var lines = [
            "digraph modules {",
            "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fillcolor=\"white\"];",
        ]
        for layer in Layer.allCases where !packages(in: layer).isEmpty {
            lines.append("  subgraph \"cluster_\(layer.rawValue)\" {")
            lines.append(
                "    label=\"\(layer.rawValue)\"; style=filled; fillcolor=\"\(Self.color(of: layer))\";"
            )
            for package in packages(in: layer) {
                lines.append(
                    "    subgraph \"cluster_\(package.directory.isEmpty ? "root" : package.directory)\" {"
                )
                lines.append(
                    "      label=\"\(Self.title(of: package))\"; style=\"rounded,filled\"; fillcolor=\"white\";"
                )
                for node in nodes(in: package) {
                    lines.append(
                        "      \(Self.dotID(node)) [label=\"\(node.target)\"\(Self.dotStyle(node))];"
                    )
                }
                lines.append("    }")
            }
            lines.append("  }")
        }
        lines += edges.map { "  \(Self.dotID($0.from)) -> \(Self.dotID($0.to));" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph as a Mermaid flowchart: a subgraph per layer holding a subgraph per package.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for layer in Layer.allCases where !packages(in: layer).isEmpty {
            lines.append("  subgraph layer_\(layer.rawValue)[\"\(layer.rawValue)\"]")
            for package in packages(in: layer) {
                let id =
                    "package_"
                    + Self.identifier(package.directory.isEmpty ? "root" : package.directory)
                lines.append("    subgraph \(id)[\"\(Self.title(of: package))\"]")
                for node in nodes(in: package) {
                    let shape = node.kind == .executable ? ("[[\"", "\"]]") : ("[\"", "\"]")
                    lines.append("      \(Self.mermaidID(node))\(shape.0)\(node.target)\(shape.1)")
                }
                lines.append("    end")
            }
            lines.append("  end")
        }
        lines += edges.map { "  \(Self.mermaidID($0.from)) --> \(Self.mermaidID($0.to))" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotID(_ node: Node) -> String {
        "\"\(node.packageDirectory.isEmpty ? "." : node.packageDirectory):\(node.target)\""
    }

    private static func dotStyle(_ node: Node) -> String {
        switch node.kind {
        case .executable: ", shape=component"
        case .test: ", style=\"rounded,dashed\""
        default: ""
        }
    }

    private static func mermaidID(_ node: Node) -> String {
        "target_"
            + identifier(
                (node.packageDirectory.isEmpty ? "root" : node.packageDirectory) + "_" + node.target
            )
    }

    private static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func color(of layer: Layer) -> String {
        switch layer {
        case .app: "#fde2e4"
        case .feature: "#e2ece9"
        case .core: "#dfe7fd"
        case .other: "#f0efeb"
        }
    }
}
