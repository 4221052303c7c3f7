import Foundation

/// The names feature packages already use where a new feature's name would show, read from
/// their sources (comments and strings elsewhere never count). `Scripts/new-feature` refuses
/// a name one of them has.
/// - route paths: the string literals starting with `/` of a file declaring a type whose
///   inheritance list names `Route`;
/// - deep links: each template, the first argument of `DeepLinkPattern(...)`;
/// - tabs: the cases of an enum whose name ends in `Tab`.
struct FeatureClaims {
    struct Claim: CustomStringConvertible {
        enum Kind: String {
            case routePath = "route path"
            case deepLink = "deep link"
            case tab
        }

        var kind: Kind
        /// Its literal segments, lowercased: `/profile/<int:id>` claims `profile`.
        var words: [String]
        /// As written: `/profile/settings`, `profile/settings`, `profile`.
        var text: String
        var file: String
        var line: Int

        /// `route path /profile (Packages/Features/Main/Sources/Main/MainRoute.swift:40)`.
        var description: String { "\(kind.rawValue) \(text) (\(file):\(line))" }
    }

    private static let route = SourceScan.pattern(#"\b(?:enum|struct)\s+\w+\s*:[^{]*\bRoute\b"#)
    private static let link = SourceScan.pattern(
        #"\bDeepLinkPattern\s*(?:<[^>]*>)?\s*\(\s*("[ ]*")"#)
    /// A one-line string literal, blanked inside.
    private static let literal = SourceScan.pattern(#"(?<!#)"[ ]*"(?!#)"#)
    private static let tabs = SourceScan.pattern(#"\benum\s+\w*Tab\b[^{]*\{"#)
    private static let cases = SourceScan.pattern(#"\bcase\s+(\w+(?:\s*,\s*\w+)*)"#)

    /// Every claim of one file, in line order.
    static func claims(in source: String, file: String) -> [Claim] {
        let scan = SourceScan(source)
        func claim(_ kind: Claim.Kind, _ text: String, _ line: Int) -> Claim? {
            let words = segments(of: text)
            return words.isEmpty
                ? nil : Claim(kind: kind, words: words, text: text, file: file, line: line)
        }
        // A plain string literal's value (`"/items"`: `/items`), at `range` of the code.
        func value(_ range: NSRange) -> String {
            String(scan.text(range, original: true).dropFirst().dropLast())
        }
        var claims = scan.matches(link).compactMap { match in
            claim(.deepLink, value(match.range(at: 1)), scan.line(match.range(at: 1).location))
        }
        if !scan.matches(route).isEmpty {
            claims += scan.matches(literal).map(\.range).filter { value($0).hasPrefix("/") }
                .compactMap { claim(.routePath, value($0), scan.line($0.location)) }
        }
        for declaration in scan.matches(tabs) {
            let start = NSMaxRange(declaration.range)
            let body = ownLevel(of: Array(scan.code.utf16), from: start)
            for match in cases.matches(
                in: body, range: NSRange(location: 0, length: body.utf16.count))
            {
                let names = Range(match.range(at: 1), in: body).map { body[$0] } ?? ""
                let line = scan.line(start + match.range(at: 1).location)
                claims += names.split(separator: ",").compactMap {
                    claim(.tab, $0.trimmingCharacters(in: .whitespacesAndNewlines), line)
                }
            }
        }
        return claims.sorted { $0.line < $1.line }
    }

    /// Each feature package's folder, relative to `root`, with the claims of its sources, in
    /// file and line order.
    static func claims(in root: URL) throws(ToolError) -> [(String, [Claim])] {
        let features = "Packages/Features"
        let folders =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appending(path: features).filePath)) ?? []
        return try folders.filter { !$0.hasPrefix(".") }.sorted().map { folder throws(ToolError) in
            let sources = "\(features)/\(folder)/Sources"
            let files =
                (try? FileManager.default.subpathsOfDirectory(
                    atPath: root.appending(path: sources).filePath)) ?? []
            var found: [Claim] = []
            for file in files.filter({ $0.hasSuffix(".swift") }).sorted() {
                let path = "\(sources)/\(file)"
                found += Self.claims(in: try root.text(of: path), file: path)
            }
            return ("\(features)/\(folder)", found)
        }
    }

    /// The code from `start` to the brace that closes the body it is in, nested bodies blanked:
    /// what declares the body's own members.
    private static func ownLevel(of code: [UInt16], from start: Int) -> String {
        var depth = 0
        var units: [UInt16] = []
        for unit in code[start...] {
            depth += unit == 123 ? 1 : unit == 125 ? -1 : 0  // `{`, `}`
            if depth < 0 { break }
            units.append(depth > 0 && unit != 10 ? 32 : unit)
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The literal segments of a path or template, lowercased: placeholders (`<int:id>`),
    /// interpolations and query values left out.
    static func segments(of text: String) -> [String] {
        text.split(whereSeparator: { "/?&=".contains($0) }).compactMap { part in
            guard !part.hasPrefix("<"), !part.hasPrefix("\\(") else { return nil }
            let word = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            let whole = word.count == part.count || part.dropFirst(word.count).hasPrefix("\\(")
            return !word.isEmpty && whole ? word.lowercased() : nil
        }
    }
}
