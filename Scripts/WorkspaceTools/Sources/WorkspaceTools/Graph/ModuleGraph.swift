/// The workspace's module graph: every target of every package, grouped by layer and package,
/// with an edge for each declared dependency between workspace targets. Toolchain modules are
/// left out, and the root's copy of a package library is drawn as the package's target. Sorted,
/// so that the Graphviz DOT and Mermaid texts only change when the graph does.
package struct ModuleGraph {
    package struct Node: Hashable {
        package var package: String
        package var target: String
        package var kind: Manifest.Target.Kind
    }

    package private(set) var nodes: [Node] = []
    /// Each dependency, from the dependent target to the one it uses, sorted.
    package private(set) var edges: [(from: Node, to: Node)] = []
    private var packages: [Manifest] = []

    /// - Parameter includeTests: whether test targets (and their dependencies) are shown.
    package init(_ workspace: Workspace, includeTests: Bool = false) {
        var edges: Set<[Node]> = []
        for package in workspace.packages {
            for target in package.targets
            where (includeTests || target.kind != .test)
                && workspace.libraryPackage(copiedBy: target, in: package) == nil
            {
                let node = Node(package: package.directory, target: target.name, kind: target.kind)
                nodes.append(node)
                for module in workspace.modules(declaredBy: target, in: package) {
                    guard let directory = module.packageDirectory, let name = module.target,
                        let used = workspace.package(inDirectory: directory)?.target(named: name),
                        includeTests || used.kind != .test
                    else { continue }
                    edges.insert([node, Node(package: directory, target: name, kind: used.kind)])
                }
            }
        }
        // By package folder, then target: the order the output keeps.
        let key = { (node: Node) in [node.package, node.target] }
        nodes.sort { key($0).lexicographicallyPrecedes(key($1)) }
        self.edges = edges.sorted {
            (key($0[0]) + key($0[1])).lexicographicallyPrecedes(key($1[0]) + key($1[1]))
        }
        .map { ($0[0], $0[1]) }
        packages = workspace.packages.filter { package in
            nodes.contains { $0.package == package.directory }
        }
    }

    /// Graphviz DOT: a cluster per layer holding a cluster per package; executables drawn as
    /// components, tests dashed.
    package var dot: String {
        let colors: [Layer: String] = [
            .app: "#fde2e4", .feature: "#e2ece9", .core: "#dfe7fd", .other: "#f0efeb",
        ]
        let styles: [Manifest.Target.Kind: String] = [
            .executable: ", shape=component", .test: ", style=\"rounded,dashed\"",
        ]
        let id = { (node: Node) in "\"\(node.package.isEmpty ? "." : node.package):\(node.target)\""
        }
        return render(
            header: [
                "digraph modules {", "  rankdir=LR;",
                "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fillcolor=\"white\"];",
            ],
            layer: {
                "subgraph \"cluster_\($0.rawValue)\" {\n    label=\"\($0.rawValue)\"; style=filled; fillcolor=\"\(colors[$0] ?? "")\";"
            },
            package: { package, title in
                "subgraph \"cluster_\(package.isEmpty ? "root" : package)\" {\n      label=\"\(title)\"; "
                    + "style=\"rounded,filled\"; fillcolor=\"white\";"
            },
            node: { "\(id($0)) [label=\"\($0.target)\"\(styles[$0.kind] ?? "")];" },
            close: "}", edge: { "\(id($0)) -> \(id($1));" }, footer: ["}"])
    }

    /// A Mermaid flowchart: a subgraph per layer holding a subgraph per package.
    package var mermaid: String {
        let identifier = { (text: String) in
            String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        }
        let folder = { (directory: String) in directory.isEmpty ? "root" : directory }
        let id = { (node: Node) in "target_" + identifier(folder(node.package) + "_" + node.target)
        }
        return render(
            header: ["flowchart LR"],
            layer: { "subgraph layer_\($0.rawValue)[\"\($0.rawValue)\"]" },
            package: { "subgraph package_\(identifier(folder($0)))[\"\($1)\"]" },
            node: { node in
                node.kind == .executable
                    ? "\(id(node))[[\"\(node.target)\"]]" : "\(id(node))[\"\(node.target)\"]"
            },
            close: "end", edge: { "\(id($0)) --> \(id($1))" }, footer: [])
    }

    /// The graph as nested blocks, indented: each layer with packages, each of its packages
    /// (by folder, with its title), each package's nodes; then the edges.
    private func render(
        header: [String], layer: (Layer) -> String, package: (String, String) -> String,
        node: (Node) -> String, close: String, edge: (Node, Node) -> String, footer: [String]
    ) -> String {
        var lines = header
        for kind in Layer.allCases {
            let members = packages.filter { $0.layer == kind }
            guard !members.isEmpty else { continue }
            lines.append("  " + layer(kind))
            for member in members {
                let title = member.directory.isEmpty ? "\(member.name) (root)" : member.directory
                lines.append("    " + package(member.directory, title))
                lines += nodes.filter { $0.package == member.directory }.map { "      " + node($0) }
                lines.append("    " + close)
            }
            lines.append("  " + close)
        }
        lines += edges.map { "  " + edge($0.from, $0.to) }
        return (lines + footer).joined(separator: "\n") + "\n"
    }
}
