import Foundation
import WorkspaceGraph
import WorkspaceModel

// module-graph: writes the workspace's module graph as modules.dot and modules.mmd.
// Exit status: 0 written, 2 bad usage or a workspace that cannot be loaded or written.

let usage = """
    Usage: module-graph [--root DIR] [--output DIR] [--include-tests] [--help]

    Writes the module graph of the workspace (packages, targets, dependency edges, grouped by
    layer: App, Features, Core; toolchain modules not shown) as Graphviz DOT and Mermaid:
      DIR/modules.dot and DIR/modules.mmd
    The output is sorted: it only changes when the graph does.

    Options:
      --root DIR        the workspace root (default: the workspace holding the current folder)
      --output DIR      where to write (default: ROOT/docs/graph)
      --include-tests   show test targets too
      --help            show this help
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("module-graph: error: \(message)\n".utf8))
    exit(2)
}

func folder(_ path: String) -> URL {
    URL(filePath: path, relativeTo: URL.currentDirectory()).absoluteURL
}

var root: URL?
var output: URL?
var includeTests = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--include-tests":
        includeTests = true
    case "--root":
        guard let value = arguments.popFirst() else { fail("--root needs a folder (try --help)") }
        root = folder(value)
    case "--output":
        guard let value = arguments.popFirst() else { fail("--output needs a folder (try --help)") }
        output = folder(value)
    default:
        fail("unknown argument '\(argument)' (try --help)")
    }
}

let workspace: Workspace
do {
    workspace = try WorkspaceLoader().load(
        root: root ?? WorkspaceLoader.enclosingRoot(of: URL.currentDirectory()))
} catch {
    fail(error.reason)
}
let graph = ModuleGraph(workspace: workspace, includeTests: includeTests)
let destination = output ?? workspace.root.appending(path: "docs/graph")
do {
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    for (name, text) in [("modules.dot", graph.dot), ("modules.mmd", graph.mermaid)] {
        let file = destination.appending(path: name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        print(file.path(percentEncoded: false))
    }
} catch {
    fail("cannot write the graph to \(destination.path(percentEncoded: false)): \(error)")
}
