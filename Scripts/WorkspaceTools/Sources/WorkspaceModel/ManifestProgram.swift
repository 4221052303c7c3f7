/// The Swift source of one program that evaluates many manifests, compiled once instead of
/// once per manifest (what makes SwiftPM slow on a cold cache is compiling each manifest).
///
/// Each manifest becomes a function of its own file, its text unchanged except that its
/// import lines move above the function (an import cannot sit in a function); a
/// `#sourceLocation` directive keeps the compiler's diagnostics on the manifest's own path and
/// lines, so a manifest that does not compile this way is known and left to SwiftPM. `main`
/// runs each manifest in a child process of its own (fork), with `-fileno 3` among the
/// program's arguments: PackageDescription itself writes the manifest's JSON there when the
/// child exits, exactly what it writes for SwiftPM.
struct ManifestProgram {
    struct Entry {
        /// The manifest's absolute path, for diagnostics.
        var path: String
        var text: String
        /// The 1-based lines holding the manifest's import declarations.
        var importLines: Set<Int>
    }

    let entries: [Entry]

    /// The file holding entry `index`, by which a compiler error in it is traced back.
    static func fileName(of index: Int) -> String { "Manifest\(index).swift" }

    /// Source files by name: one per entry, and `main.swift`.
    var files: [String: String] {
        var files = ["main.swift": main]
        for (index, entry) in entries.enumerated() {
            files[Self.fileName(of: index)] = wrap(entry, index: index)
        }
        return files
    }

    private func wrap(_ entry: Entry, index: Int) -> String {
        let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
        var imports: [Substring] = []
        var body: [Substring] = []
        for (offset, line) in lines.enumerated() {
            if entry.importLines.contains(offset + 1) {
                imports.append(line)
                body.append("")
            } else {
                body.append(line)
            }
        }
        let location = entry.path.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return imports.joined(separator: "\n") + "\n\nfunc manifest\(index)() {\n"
            + "#sourceLocation(file: \"\(location)\", line: 1)\n" + body.joined(separator: "\n")
            + "\n#sourceLocation()\n}\n"
    }

    /// `PROGRAM OUTPUT-DIR -fileno 3`: evaluates every manifest, one child process each, and
    /// leaves `OUTPUT-DIR/INDEX.json` for each that exited with status 0.
    private var main: String {
        let list = entries.indices.map { "manifest\($0)" }.joined(separator: ", ")
        return """
            import Glibc

            let manifests: [() -> Void] = [\(list)]
            let output = CommandLine.arguments[1]
            for (index, manifest) in manifests.enumerated() {
                let path = "\\(output)/\\(index).json"
                let child = fork()
                if child == 0 {
                    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                    guard file >= 0, dup2(file, 3) == 3 else { _exit(70) }
                    manifest()
                    exit(0)  // PackageDescription writes the JSON in its exit handler.
                }
                var status: Int32 = -1
                if child < 0 || waitpid(child, &status, 0) != child || status != 0 {
                    unlink(path)
                }
            }

            """
    }
}
