import Foundation

extension Subcommand {
    /// `graph`: writes the module graph as `modules.dot` and `modules.mmd`, printing each path.
    /// Exits 0, or 2 on bad usage or a workspace that cannot be read or written.
    static let graph = Subcommand(
        name: "graph", invocation: "Scripts/graph",
        summary: """
            Writes the module graph of the workspace (packages, targets and their dependency
            edges, grouped by layer: App, Features, Core; toolchain modules are not shown) to
            DIR (default: ROOT/docs/graph):
              modules.dot   Graphviz DOT
              modules.mmd   Mermaid (GitHub renders it in a ```mermaid block)
            and Scripts/graph adds modules.svg and modules.png when Graphviz's `dot` is
            installed. The output is sorted, so it only changes when the graph does.
            """,
        options: [
            Subcommand.root, .init(name: "--output", value: "DIR", help: "where to write"),
            .init(name: "--include-tests", help: "show test targets too"),
        ]
    ) { arguments, result throws(ToolError) in
        let workspace = try arguments.workspace()
        let graph = ModuleGraph(workspace, includeTests: arguments.has("--include-tests"))
        let folder =
            arguments["--output"].map(Subcommand.folder)
            ?? workspace.root.appending(path: "docs/graph")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in [("modules.dot", graph.dot), ("modules.mmd", graph.mermaid)] {
                try text.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
                result.output += folder.appending(path: name).filePath + "\n"
            }
        } catch {
            throw ToolError(.ioFailure, "cannot write the graph to \(folder.filePath): \(error)")
        }
    }
}
