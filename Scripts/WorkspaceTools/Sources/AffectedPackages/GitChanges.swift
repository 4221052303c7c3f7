public import Foundation
import WorkspaceModel

/// The files changed since a base, as git sees them: committed since the merge base of the
/// base and `HEAD` (what a pull request shows), plus what is not committed yet (staged,
/// unstaged and untracked files; none in a CI checkout). Renames count as both paths.
public struct GitChanges: Sendable {
    /// The base as given (`origin/main`, a tag, a commit).
    public var base: String
    /// The merge base of `base` and `HEAD`, the commit the changes are counted from.
    public var mergeBase: String
    /// Files changed in commits since the merge base, relative to the workspace root.
    public var committed: [String]
    /// Files changed in the working tree (staged, unstaged, untracked), relative to the root.
    public var uncommitted: [String]

    /// Every changed file, once, sorted.
    public var files: [String] { Array(Set(committed + uncommitted)).sorted() }

    /// The default base: `origin/main` when it exists, else the newest tag reachable from HEAD.
    ///
    /// - Throws: `noBase` when there is neither.
    public static func defaultBase(in root: URL) throws(AffectedError) -> String {
        if (try? git(["rev-parse", "--verify", "--quiet", "origin/main^{commit}"], in: root)) != nil
        {
            return "origin/main"
        }
        if let tag = try? git(["describe", "--tags", "--abbrev=0"], in: root).first {
            return tag
        }
        throw AffectedError(
            .noBase,
            reason: "no base to compare with: there is no origin/main and no tag; pass --base REF")
    }

    /// The changes of the workspace at `root` since `base`.
    ///
    /// - Throws: `unknownBase` when `base` names no commit, `gitFailure` when git cannot
    ///   answer (not a repository, no merge base).
    public static func since(_ base: String, in root: URL) throws(AffectedError) -> GitChanges {
        do {
            _ = try git(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"],
                in: root)
        } catch {
            throw AffectedError(
                .unknownBase,
                reason: "unknown base '\(base)': no such commit, branch or tag in this repository "
                    + "(fetch it first, or pass another --base)")
        }
        let mergeBase = try git(["merge-base", base, "HEAD"], in: root).first ?? ""
        let diff = ["diff", "--name-only", "--no-renames", "--relative"]
        return GitChanges(
            base: base, mergeBase: mergeBase,
            committed: try git(diff + [mergeBase, "HEAD", "--"], in: root),
            uncommitted: try git(diff + ["HEAD", "--"], in: root)
                + git(["ls-files", "--others", "--exclude-standard"], in: root))
    }

    /// Runs git in `root`; its output's lines.
    private static func git(_ arguments: [String], in root: URL) throws(AffectedError) -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "affected-git-\(UUID().uuidString)")
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(
                ["git", "-C", root.path(percentEncoded: false)] + arguments, scratch: scratch)
        } catch {
            throw AffectedError(.gitFailure, reason: error.reason)
        }
        guard output.status == 0 else {
            let message = String(decoding: output.standardError, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw AffectedError(
                .gitFailure, reason: "`git \(arguments.joined(separator: " "))` failed: \(message)")
        }
        return String(decoding: output.standardOutput, as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
