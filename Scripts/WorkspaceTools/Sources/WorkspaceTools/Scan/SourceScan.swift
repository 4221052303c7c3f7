import Foundation

/// What the checks read in one Swift file, each with its line: the import declarations (every
/// form: `import struct X.Y`, attributes, access modifiers, several lines, under `#if`), the
/// uses in code of watched names, the `#if` clauses and the `//` comments. It first blanks out
/// comments and literals (`Blanker`), so that text in them never counts, then reads the rest
/// with three patterns.
///
/// ```swift
/// SourceScan("@testable import Routing\n").imports.map(\.module)  // ["Routing"]
/// ```
package struct SourceScan: Sendable {
    package struct Import: Sendable {
        package var module: String
        /// As written, spaces collapsed: `@testable public import struct Routing.Router`.
        package var source: String
        package var line: Int
    }

    /// A use in code of a watched name.
    struct Use {
        var name: String
        var line: Int
        /// Written `@name`.
        var isAttribute: Bool
        /// Written after a dot, as a member of something else (`server.accept4`).
        var isMember: Bool
        /// What follows it after a dot (`Glibc.write`: `write`).
        var member: String?
    }

    /// One clause of an `#if` chain: its condition (nil for `#else`), the conditions before it
    /// in its chain, and the lines between its directive and the next.
    struct Clause {
        var condition: String?
        var earlier: [String]
        var line: Int
        var endLine: Int
    }

    package private(set) var imports: [Import] = []
    private(set) var uses: [Use] = []
    private(set) var clauses: [Clause] = []
    /// The `//` comments (not `///`), with the text after `//`: where suppressions are written.
    private(set) var comments: [(line: Int, text: String)] = []
    let source: String
    /// The source with comments and literals' insides blanked out, every line kept, offsets too.
    let code: String
    /// The offset (in UTF-16 code units) of each line's start.
    private let lineStarts: [Int]

    private static let importPattern = pattern(
        #"(?m)(?:^|[;{}])[ \t]*((?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|fileprivate|private)\s+)*)"#
            + #"(import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(`?\w+`?)(?:\.\w+)*)"#
    )
    private static let directivePattern = pattern(#"(?m)^[ \t]*#(if|elseif|else|endif)\b(.*)$"#)

    /// - Parameter names: the identifiers and attribute names whose uses to report.
    package init(_ source: String, watching names: Set<String> = []) {
        self.source = source
        let blanker = Blanker(source)
        code = String(decoding: blanker.units, as: UTF16.self)
        lineStarts = [0] + blanker.units.indices.filter { blanker.units[$0] == 10 }.map { $0 + 1 }
        comments = blanker.comments.map { (line($0.offset), $0.text) }
        readClauses()
        imports = matches(Self.importPattern).map { match in
            let declaration = text(NSUnionRange(match.range(at: 1), match.range(at: 2)))
            return Import(
                module: text(match.range(at: 3)).filter { $0 != "`" },
                source: declaration.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                line: line(match.range(at: 2).location))
        }
        guard !names.isEmpty else { return }
        let directives = Set(clauses.map(\.line) + clauses.map(\.endLine))
        let watched = Self.pattern(
            #"(\.\s*)?(@?)\b("# + names.sorted().joined(separator: "|") + #")\b(?:\s*\.\s*(\w+))?"#)
        for match in matches(watched) where !directives.contains(line(match.range(at: 3).location))
        {
            let member = match.range(at: 4)
            uses.append(
                Use(
                    name: text(match.range(at: 3)), line: line(match.range(at: 3).location),
                    isAttribute: match.range(at: 2).length > 0,
                    isMember: match.range(at: 1).length > 0,
                    member: member.location == NSNotFound ? nil : text(member)))
        }
    }

    /// The clauses holding `line`: code on it is compiled only where each is the one taken.
    func clauses(enclosing line: Int) -> [Clause] {
        clauses.filter { $0.line < line && line < $0.endLine }
    }

    /// The `#if` chains, nesting included; a stray directive is ignored, and a chain still
    /// open at the end of the file ends there.
    private mutating func readClauses() {
        var open: [[Clause]] = []
        let end = lineStarts.count + 1
        for match in matches(Self.directivePattern) {
            let (directive, condition) = (text(match.range(at: 1)), text(match.range(at: 2)))
            let line = line(match.range.location)
            if directive == "if" {
                open.append([Clause(condition: condition, earlier: [], line: line, endLine: end)])
                continue
            }
            guard var chain = open.popLast() else { continue }
            chain[chain.count - 1].endLine = line
            if directive == "endif" {
                clauses += chain
            } else {
                let earlier = chain.compactMap(\.condition)
                let next = directive == "else" ? nil : condition
                open.append(
                    chain + [Clause(condition: next, earlier: earlier, line: line, endLine: end)])
            }
        }
        clauses += open.joined()
        clauses.sort { $0.line < $1.line }
    }

    func matches(_ pattern: NSRegularExpression) -> [NSTextCheckingResult] {
        pattern.matches(in: code, range: NSRange(location: 0, length: code.utf16.count))
    }

    /// The text at `range` of `code`, or of `source` when `original`, spaces trimmed.
    func text(_ range: NSRange, original: Bool = false) -> String {
        let text = original ? source : code
        return Range(range, in: text).map { text[$0].trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// The 1-based line holding `offset`.
    func line(_ offset: Int) -> Int {
        (lineStarts.lastIndex { $0 <= offset } ?? 0) + 1
    }

    static func pattern(_ text: String) -> NSRegularExpression {
        // The patterns are constants; a typo in one fails every test at once.
        try! NSRegularExpression(pattern: text)
    }
}
