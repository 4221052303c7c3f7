import Foundation

extension Subcommand {
    /// `affected`: the packages a change affects, for building and testing only those. Exits 0
    /// (even when nothing is affected), or 2 on bad usage, an unknown base, or a workspace or
    /// repository that cannot be read.
    static let affected = Subcommand(
        name: "affected", invocation: "Scripts/affected",
        summary: """
            Prints the packages whose build or tests the changes since REF affect, one folder
            per line ("." for the root package, which holds the App and its tests), or nothing;
            and what it compared on standard error. The changes: the files changed in commits
            since the merge base of REF and HEAD (what a pull request shows), and the files not
            committed yet, staged, unstaged and untracked (a CI checkout has none).

            Rules, most specific first:
              Markdown, README, docs/       nothing (no build or test reads them)
              Scripts/, .github/, .ci/,     everything: the tooling builds, lints and checks every
              .swift-format                 package (Scripts/WorkspaceTools included)
              App/, Tests/, Package.swift   the root only
              a file in a package's folder  that package, every package depending on it
                                            (transitively), and the root, which depends on all
              anything else                 everything (no rule rules it out)

            --json prints one line of JSON: "packages", "root", "everything", "include" (every
            affected package but the root as {"name", "path"}: a GitHub Actions matrix) and,
            without --all, "base", "mergeBase", "changedFiles" and "uncommittedFiles".
            """,
        options: [
            Subcommand.root,
            .init(
                name: "--base", value: "REF",
                help: "what to compare with (default: origin/main, else the newest tag)"),
            .init(name: "--all", help: "every package, as if everything changed (CI on main)"),
            .init(name: "--json", help: "one line of JSON instead (above)"),
        ]
    ) { arguments, result throws(ToolError) in
        guard !(arguments.has("--all") && arguments.has("--base")) else {
            throw ToolError(.usage, "--all and --base exclude each other (try --help)")
        }
        let changes =
            arguments.has("--all")
            ? nil : try GitChanges(since: arguments["--base"], in: arguments.root)
        let workspace = try arguments.workspace()
        let selection = AffectedSelector(workspace, changedFiles: changes?.files)
        let paths = selection.packages.map { $0.isEmpty ? "." : $0 }
        // What was compared, how many packages it affects, and why all when all.
        var summary = "affected: "
        if let changes {
            summary +=
                "\(changes.files.count) file(s) changed since \(changes.base) (merge base "
                + "\(changes.mergeBase.prefix(12))), \(changes.uncommitted.count) of them not committed: "
        }
        summary += "\(paths.count) of \(selection.everything.count) package(s) affected"
        if let first = selection.everythingBecauseOf.first {
            let more = selection.everythingBecauseOf.count - 1
            summary += ", all of them because of \(first)" + (more > 0 ? " and \(more) more" : "")
        }
        result.errors = summary + "\n"
        guard arguments.has("--json") else {
            result.output = paths.map { $0 + "\n" }.joined()
            return
        }
        // A tooling package, which the workspace does not load, is named after its folder.
        let include = selection.packages.filter { !$0.isEmpty }.map { folder in
            let name = workspace.package(inDirectory: folder)?.name
            return ["name": name ?? URL(filePath: folder).lastPathComponent, "path": folder]
        }
        var json: [String: Any] = [
            "packages": paths, "root": paths.contains("."),
            "everything": !selection.everythingBecauseOf.isEmpty, "include": include,
        ]
        if let changes {
            json["base"] = changes.base
            json["mergeBase"] = changes.mergeBase
            json["changedFiles"] = changes.files.count
            json["uncommittedFiles"] = changes.uncommitted.count
        }
        let data = try? JSONSerialization.data(
            withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
        result.output = String(decoding: data ?? Data(), as: UTF8.self) + "\n"
    }
}
