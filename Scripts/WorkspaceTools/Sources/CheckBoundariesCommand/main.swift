import BoundaryCheck
import Foundation
import WorkspaceModel

// check-boundaries: loads the workspace, applies the boundary rules, prints the findings.
// Exit status: 0 clean, 1 findings, 2 bad usage or a workspace that cannot be loaded.

let usage = """
    Usage: check-boundaries [--root DIR] [--json] [--help]

    Checks the workspace's package boundaries and prints one line per finding:
      path:line: error: [rule-id] message. Fix: how to fix it.
    then a summary. Exits 1 if there is any finding, 2 on bad usage or a manifest SwiftPM
    cannot evaluate.

    Options:
      --root DIR   the workspace root (default: the workspace holding the current folder)
      --json       print the report as JSON instead
      --help       show this help

    Rules:
    \(BoundaryRule.allCases.map { "  \($0.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    Suppress one finding with a comment on its line, naming the rule and giving a reason:
      import Foo  // boundaries:allow imports-declared-only -- why this is fine
    Suppressed findings are listed and counted in the summary.

    Manifests are evaluated with the toolchain's PackageDescription library, many per
    compiler run (else by `swift package dump-package`), and cached in
    <root>/.build/workspace-tools-cache, keyed by manifest content and toolchain version.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-boundaries: error: \(message)\n".utf8))
    exit(2)
}

var root: URL?
var json = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--json":
        json = true
    case "--root":
        guard let value = arguments.popFirst() else { fail("--root needs a folder (try --help)") }
        root = URL(filePath: value, relativeTo: URL.currentDirectory()).absoluteURL
    default:
        fail("unknown argument '\(argument)' (try --help)")
    }
}

do {
    let workspaceRoot = root ?? WorkspaceLoader.enclosingRoot(of: URL.currentDirectory())
    let workspace = try WorkspaceLoader().load(root: workspaceRoot)
    let report = try BoundaryChecker().check(workspace)
    print(json ? report.json() : report.text)
    exit(report.isClean ? 0 : 1)
} catch {
    fail(error.reason)
}
