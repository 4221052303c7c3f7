import Foundation

/// The files changed since a base, as git sees them: committed since the merge base of the base
/// and `HEAD` (what a pull request shows), plus what is not committed yet (staged, unstaged and
/// untracked files; none in a CI checkout). Renames count as both paths.
struct GitChanges {
    /// The base as given (`origin/main`, a tag, a commit).
    var base: String
    /// The merge base of `base` and `HEAD`, the commit the changes are counted from.
    var mergeBase: String
    /// Every changed file, committed or not, once, sorted.
    var files: [String]
    var uncommitted: Set<String>

    /// The changes of the repository at `root` since `base`; by default `origin/main`, else the
    /// newest tag reachable from `HEAD`.
    ///
    /// - Throws: `unknownBase` when `base` names no commit or there is no default,
    ///   `gitFailure` when git cannot answer (not a repository, no merge base).
    init(since base: String?, in root: URL) throws(ToolError) {
        func git(_ arguments: String...) throws(ToolError) -> [String] {
            let command = ["git", "-C", root.filePath] + arguments
            do throws(ToolError) {
                return try Shell.run(command, failing: .gitFailure).split(separator: "\n")
                    .map(String.init)
            } catch {
                let failed = "`git \(arguments.joined(separator: " "))` failed"
                throw ToolError(error.code, "\(failed): \(error.reason)")
            }
        }
        let isCommit = { (ref: String) in
            (try? git("rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"))
                != nil
        }
        guard
            let base = base
                ?? (isCommit("origin/main")
                    ? "origin/main" : try? git("describe", "--tags", "--abbrev=0").first)
        else {
            throw ToolError(
                .unknownBase,
                "no base to compare with: there is no origin/main and no tag; pass --base REF")
        }
        guard isCommit(base) else {
            throw ToolError(
                .unknownBase,
                "unknown base '\(base)': no such commit, branch or tag in this repository (fetch "
                    + "it first, or pass another --base)")
        }
        self.base = base
        mergeBase = try git("merge-base", base, "HEAD").first ?? ""
        let committed = try git(
            "diff", "--name-only", "--no-renames", "--relative", mergeBase, "HEAD", "--")
        uncommitted = Set(
            try git("diff", "--name-only", "--no-renames", "--relative", "HEAD", "--")
                + git("ls-files", "--others", "--exclude-standard"))
        files = uncommitted.union(committed).sorted()
    }
}
