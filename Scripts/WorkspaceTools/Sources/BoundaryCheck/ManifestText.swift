/// A manifest's text, to point a finding at the line that declares what it is about.
/// The model comes from SwiftPM without positions, so lines are found by searching the text;
/// line 1 when nothing matches (a manifest that builds its declarations in code).
struct ManifestText {
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
        return firstLine { mentions($0) && ($0.contains(".package(") || $0.contains("path:")) }
            ?? firstLine(where: mentions) ?? 1
    }

    /// The line of `.package(url: "...")` (or a registry identity).
    func line(ofRemote location: String, identity: String) -> Int {
        firstLine { $0.contains(location) } ?? firstLine { $0.contains("\"\(identity)\"") } ?? 1
    }

    /// The line declaring a target: `name: "Target"`, a table row `("Target", ...`, or the
    /// first quoted `"Target"`.
    func line(ofTarget target: String) -> Int {
        targetLine(target).map { $0 + 1 } ?? 1
    }

    /// The line of a target's dependency on `name`: the first quoted `"name"` from the
    /// target's declaration on.
    func line(ofDependency name: String, inTarget target: String) -> Int {
        guard let start = targetLine(target) else { return 1 }
        let index = lines[start...].firstIndex { $0.contains("\"\(name)\"") } ?? start
        return index + 1
    }

    /// The line of `let package = Package(`, or of the first `Package(`.
    var packageLine: Int {
        firstLine { $0.contains("let package") && $0.contains("Package(") }
            ?? firstLine { $0.contains("Package(") } ?? 1
    }

    /// The line of `platforms:` outside a comment, or `packageLine` when there is none.
    var platformsLine: Int {
        firstLine { $0.contains("platforms:") && !$0.drop(while: \.isWhitespace).hasPrefix("//") }
            ?? packageLine
    }

    /// The line of `let name` or `var name` outside a comment, or `packageLine`.
    func line(ofDeclaration name: String) -> Int {
        firstLine { line in
            ["let ", "var "].contains {
                line.contains($0 + name + ":") || line.contains($0 + name + " ")
            }
                && !line.drop(while: \.isWhitespace).hasPrefix("//")
        } ?? packageLine
    }

    private func targetLine(_ target: String) -> Int? {
        lines.firstIndex { $0.contains("name: \"\(target)\"") }
            ?? lines.firstIndex { $0.drop(while: \.isWhitespace).hasPrefix("(\"\(target)\",") }
            ?? lines.firstIndex { $0.contains("\"\(target)\"") }
    }

    private func firstLine(where matches: (Substring) -> Bool) -> Int? {
        lines.firstIndex(where: matches).map { $0 + 1 }
    }
}
