public import Foundation

/// Finds the import declarations, comments, `#if` clauses and uses of watched names in Swift
/// files, with their lines.
///
/// Every import form counts: `import X`, `import struct X.Y` and the other kinds, attributes
/// (`@testable`, `@preconcurrency`, `@_implementationOnly`, `@_exported`) and access
/// modifiers in any combination, and imports under `#if canImport(X)`. Text in comments and
/// string literals never counts.
///
/// ```swift
/// let scan = SourceScanner.scan("@testable import Routing\n")
/// scan.imports.map(\.module)  // ["Routing"]
/// ```
public enum SourceScanner {
    /// Scans Swift source text.
    ///
    /// - Parameters:
    ///   - source: The text.
    ///   - names: The identifiers (and attribute names) whose uses in code to report.
    public static func scan(_ source: String, watching names: Set<String> = []) -> SourceScan {
        scan(bytes: Array(source.utf8), watching: IdentifierWatch(names))
    }

    /// Scans a Swift file.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - names: The identifiers (and attribute names) whose uses in code to report.
    /// - Throws: The file system's error if the file cannot be read.
    public static func scan(fileAt url: URL, watching names: Set<String> = []) throws
        -> SourceScan
    {
        let data = try Data(contentsOf: url)
        return scan(
            bytes: [UInt8](unsafeUninitializedCapacity: data.count) { buffer, count in
                count = data.copyBytes(to: buffer)
            },
            watching: IdentifierWatch(names))
    }

    private static func scan(bytes: [UInt8], watching watch: IdentifierWatch) -> SourceScan {
        var lexer = SourceLexer(bytes)
        var tokens: [SourceToken] = []
        var comments: [SourceComment] = []
        while let token = lexer.next() {
            if case .comment(let style) = token.kind {
                comments.append(
                    SourceComment(line: token.line, text: text(token, bytes), style: style))
            } else {
                tokens.append(token)
            }
        }
        var parser = ImportParser(tokens: tokens, bytes: bytes)
        let imports = parser.parseAll()
        var tracker = ConditionalTracker()
        var identifiers: [SourceIdentifier] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.kind == .pound, case let name = text(token, bytes),
                let directive = ConditionalTracker.Directive(rawValue: name)
            {
                // A directive's condition is the rest of its line.
                let end = tokens[index...].firstIndex(where: \.startsLine) ?? tokens.count
                let condition =
                    directive.hasCondition
                    ? ConditionParser.parse(tokens[index..<end], in: bytes) : nil
                tracker.apply(directive, condition: condition, line: token.line)
                index = end
            } else if watch.matches(token, in: bytes) {
                identifiers.append(watch.identifier(at: index - 1, in: tokens, bytes: bytes))
            }
        }
        return SourceScan(
            imports: imports, comments: comments, clauses: tracker.finish(endLine: lexer.line + 1),
            identifiers: identifiers)
    }

    static func text(_ token: SourceToken, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[token.start..<max(token.start, token.end)], as: UTF8.self)
    }
}
