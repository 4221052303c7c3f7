import Foundation

/// A manifest's text, to point a finding at the line declaring what it is about. SwiftPM's
/// answer has no positions, so lines are found by searching the text; line 1 when nothing
/// matches (a manifest that builds its declarations in code).
struct ManifestLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line of `.package(path: ".../Folder")` for a dependency on `absolutePath`.
    func line(ofPathDependency absolutePath: String) -> Int {
        let folder = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        let mentions = { (line: Substring) in
            line.contains("\"\(folder)\"") || line.contains("/\(folder)\"")
        }
        return first { mentions($0) && ($0.contains(".package(") || $0.contains("path:")) }
            ?? first(where: mentions) ?? 1
    }

    /// The line of `.package(url: "...")` (or a registry identity).
    func line(ofRemote location: String, identity: String) -> Int {
        first { $0.contains(location) } ?? first { $0.contains("\"\(identity)\"") } ?? 1
    }

    /// The line declaring a target: `name: "Target"`, a table row `("Target", ...`, or the
    /// first quoted `"Target"`.
    func line(ofTarget target: String) -> Int {
        targetIndex(target).map { $0 + 1 } ?? 1
    }

    /// The line of a target's dependency on `name`: the first quoted `"name"` from the
    /// target's declaration on.
    func line(ofDependency name: String, inTarget target: String) -> Int {
        guard let start = targetIndex(target) else { return 1 }
        return (lines[start...].firstIndex { $0.contains("\"\(name)\"") } ?? start) + 1
    }

    /// The line of `let package = Package(`, or of the first `Package(`.
    var packageLine: Int {
        first { $0.contains("let package") && $0.contains("Package(") }
            ?? first { $0.contains("Package(") } ?? 1
    }

    /// The line of `platforms:` outside a comment, or `packageLine` when there is none.
    var platformsLine: Int {
        first { $0.contains("platforms:") && !Self.isComment($0) } ?? packageLine
    }

    /// The line of `let name` or `var name` outside a comment, or `packageLine`.
    func line(ofDeclaration name: String) -> Int {
        first {
            $0.range(of: "(let|var) \(name)[: ]", options: .regularExpression) != nil
                && !Self.isComment($0)
        }
            ?? packageLine
    }

    private func targetIndex(_ target: String) -> Int? {
        lines.firstIndex { $0.contains("name: \"\(target)\"") }
            ?? lines.firstIndex { $0.drop(while: \.isWhitespace).hasPrefix("(\"\(target)\",") }
            ?? lines.firstIndex { $0.contains("\"\(target)\"") }
    }

    private func first(where matches: (Substring) -> Bool) -> Int? {
        lines.firstIndex(where: matches).map { $0 + 1 }
    }

    private static func isComment(_ line: Substring) -> Bool {
        line.drop(while: \.isWhitespace).hasPrefix("//")
    }
}
