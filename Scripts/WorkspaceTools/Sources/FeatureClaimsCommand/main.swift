import Foundation
import WorkspaceModel

// feature-claims: what the feature packages claim of the names a new feature would use
// (route paths, deep links, tabs), read from their sources, and the toolchain's module names;
// `Scripts/new-feature` asks it whether a name is free. Exit status: 0 free (or listed),
// 1 taken, 2 bad usage.

let usage = """
    Usage: feature-claims [--root DIR] NAME
           feature-claims [--root DIR] --list
           feature-claims --toolchain-modules

    Reads every package under Packages/Features and tells whether a new feature called
    NAME would clash with what one of them declares: a literal segment of a route path
    (`/profile/settings`), of a deep-link template (`profile/settings`), or a tab name. NAME
    is compared ignoring case (a feature `Wallet` uses `/wallet` and `wallet`). Prints each
    clash and exits 1 when taken; prints nothing and exits 0 when free.

    Options:
      --root DIR   the workspace root (default: the workspace holding the current folder)
      --list       print every claim of every feature instead
      --toolchain-modules
                   print the toolchain's module names instead, one per line: the names no
                   package, module or target may take (the boundary check's list)
      --help       show this help
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feature-claims: error: \(message)\n".utf8))
    exit(2)
}

var root: URL?
var list = false
var toolchain = false
var name: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--list":
        list = true
    case "--toolchain-modules":
        toolchain = true
    case "--root":
        guard let value = arguments.popFirst() else { fail("--root needs a folder (try --help)") }
        root = URL(filePath: value, relativeTo: URL.currentDirectory()).absoluteURL
    case _ where argument.hasPrefix("-"):
        fail("unknown option '\(argument)' (try --help)")
    default:
        guard name == nil else { fail("expected one NAME, got '\(argument)' too (try --help)") }
        name = argument
    }
}
if toolchain {
    guard !list, name == nil else { fail("--toolchain-modules takes no NAME or --list") }
    for module in ToolchainModules.all.sorted() { print(module) }
    exit(0)
}
guard list || name != nil else { fail("give a NAME or --list (try --help)") }

let workspaceRoot = root ?? WorkspaceLoader.enclosingRoot(of: URL.currentDirectory())
let features = workspaceRoot.appending(path: "Packages/Features")
let packages =
    ((try? FileManager.default.contentsOfDirectory(atPath: features.path(percentEncoded: false)))
    ?? [])
    .filter { !$0.hasPrefix(".") }.sorted()
var clashes: [String] = []
for package in packages {
    let sources = features.appending(path: "\(package)/Sources")
    let claims: [FeatureClaim]
    do {
        claims = try FeatureClaims.scan(folder: sources, relativeTo: workspaceRoot)
    } catch {
        fail("cannot read \(sources.path(percentEncoded: false)): \(error)")
    }
    if list {
        for claim in claims { print("Packages/Features/\(package): \(claim)") }
        continue
    }
    let word = name?.lowercased() ?? ""
    let taken = claims.filter { $0.words.contains(word) }
    if !taken.isEmpty {
        clashes.append(
            "'\(name ?? "")' clashes with Packages/Features/\(package): "
                + taken.map(\.description).joined(separator: "; "))
    }
}
for clash in clashes { print(clash) }
exit(clashes.isEmpty ? 0 : 1)
