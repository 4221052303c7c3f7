import Foundation

/// The packages a change affects, as `AffectedSelector` decided them.
public struct AffectedSelection: Sendable, Hashable {
    /// Package folders relative to the workspace root, "" for the root package, the root last.
    public var packages: [String]
    /// The manifest name of each package, in the same order.
    public var names: [String]
    /// The changed files that made every package affected (tooling, or a file no rule knows);
    /// empty when the selection follows the package graph.
    public var everythingBecauseOf: [String]

    /// Creates a selection.
    public init(packages: [String], names: [String], everythingBecauseOf: [String] = []) {
        self.packages = packages
        self.names = names
        self.everythingBecauseOf = everythingBecauseOf
    }

    /// The folders as the scripts take them: "." for the root.
    public var paths: [String] { packages.map { $0.isEmpty ? "." : $0 } }

    /// One path per line, "." for the root; empty when nothing is affected.
    public var text: String {
        paths.map { $0 + "\n" }.joined()
    }

    /// One line of JSON: `packages` (every path, "." for the root), `root` (whether the root
    /// is affected), `everything`, `include`, a GitHub Actions matrix of `{"name", "path"}`
    /// for every affected package but the root, whose build and tests are the README's test
    /// command (the `test` job), and what was compared: `base`, `mergeBase`, `changedFiles`,
    /// `uncommittedFiles` (absent with no changes, for every package).
    public func json(changes: GitChanges?) -> String {
        var object: [String: Any] = [
            "packages": paths, "root": packages.contains(""),
            "everything": !everythingBecauseOf.isEmpty,
            "include": zip(packages, names).filter { !$0.0.isEmpty }.map {
                ["name": $0.1, "path": $0.0]
            },
        ]
        if let changes {
            object["base"] = changes.base
            object["mergeBase"] = changes.mergeBase
            object["changedFiles"] = changes.files.count
            object["uncommittedFiles"] = Set(changes.uncommitted).count
        }
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// One line for a person: what was compared and how many packages it affects, and why all
    /// when all.
    public func summary(changes: GitChanges?, packageCount: Int) -> String {
        var text = "affected-packages: "
        if let changes {
            let uncommitted = Set(changes.uncommitted).count
            text +=
                "\(changes.files.count) file(s) changed since \(changes.base) (merge base "
                + "\(changes.mergeBase.prefix(12))), \(uncommitted) of them not committed: "
        }
        text += "\(packages.count) of \(packageCount) package(s) affected"
        if let first = everythingBecauseOf.first {
            let more =
                everythingBecauseOf.count > 1 ? " and \(everythingBecauseOf.count - 1) more" : ""
            text += ", all of them because of \(first)\(more)"
        }
        return text
    }
}
