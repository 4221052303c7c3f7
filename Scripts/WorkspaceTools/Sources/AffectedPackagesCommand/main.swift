import AffectedPackages
import Foundation
import WorkspaceModel

// affected-packages: the packages a change affects, for building and testing only those.
// Exit status: 0 (even when nothing is affected), 2 on bad usage, an unknown base, or a
// workspace or repository that cannot be read.

let usage = """
    Usage: Scripts/affected [--base REF | --all] [--json] [--help]
           affected-packages [--root DIR] [--base REF | --all] [--json] [--help]

    Prints the packages whose build or tests the changes since REF affect, one folder per line
    ("." for the root package, which holds the App and its tests), or nothing.

    Changes: the files changed in commits since the merge base of REF and HEAD (what a pull
    request shows), plus the files not committed yet: staged, unstaged and untracked (a CI
    checkout has none). A summary of what was compared goes to standard error.

    Rules, most specific first:
      Markdown, README, docs/       nothing (no build or test reads them)
      Scripts/, .github/, .ci/,     everything: the tooling builds, lints and checks every
      .swift-format                 package (Scripts/WorkspaceTools included)
      App/, Tests/, Package.swift   the root only
      a file in a package's folder  that package, every package depending on it
                                    (transitively), and the root, which depends on all
      anything else                 everything (no rule rules it out)

    Options:
      --root DIR   the workspace root (default: the workspace holding the current folder)
      --base REF   what to compare with (default: origin/main, else the newest tag)
      --all        every package, as if everything changed (CI on main)
      --json       one line of JSON instead: {"packages": [...], "root": true, "everything":
                   false, "include": [{"name": "Main", "path": "Packages/Features/Main"}, ...],
                   "base": ..., "mergeBase": ..., "changedFiles": N}; `include`, every
                   affected package but the root, is a GitHub Actions matrix
      --help       show this help
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("affected-packages: \(message)\n".utf8))
    exit(2)
}

var root: URL?
var base: String?
var all = false
var json = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--json":
        json = true
    case "--all":
        all = true
    case "--base", "--root":
        guard let value = arguments.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
            fail("\(argument) needs a value (try --help)")
        }
        if argument == "--base" {
            base = value
        } else {
            root = URL(filePath: value, relativeTo: URL.currentDirectory()).absoluteURL
        }
    default:
        fail("unknown argument '\(argument)' (try --help)")
    }
}
if all, base != nil { fail("--all and --base exclude each other (try --help)") }

let workspaceRoot = root ?? WorkspaceLoader.enclosingRoot(of: URL.currentDirectory())
do throws(AffectedError) {
    var changes: GitChanges?
    if !all {
        var since = base ?? ""
        if base == nil { since = try GitChanges.defaultBase(in: workspaceRoot) }
        changes = try GitChanges.since(since, in: workspaceRoot)
    }
    let workspace: Workspace
    do {
        workspace = try WorkspaceLoader().load(root: workspaceRoot)
    } catch {
        fail(error.reason)
    }
    // The tooling's own package: no workspace package depends on it, and its tests need a
    // home now that the root registers no package's tests.
    let tooling = ["Scripts/WorkspaceTools"].filter {
        FileManager.default.fileExists(
            atPath: workspaceRoot.appending(path: "\($0)/Package.swift").path(percentEncoded: false)
        )
    }
    let selector = AffectedSelector(workspace: workspace, toolingPackages: tooling)
    let selection =
        changes.map { selector.select(changedFiles: $0.files) }
        ?? selector.selectAll(because: "--all")
    let summary = selection.summary(changes: changes, packageCount: selector.allPackages.count)
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    print(json ? selection.json(changes: changes) : selection.text, terminator: json ? "\n" : "")
} catch {
    fail(error.reason)
}
