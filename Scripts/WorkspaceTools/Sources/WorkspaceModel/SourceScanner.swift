public import Foundation

/// Finds the import declarations and comments of Swift files, with their lines.
///
/// Every form counts: `import X`, `import struct X.Y` and the other kinds, attributes
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
    public static func scan(_ source: String) -> SourceScan {
        scan(bytes: Array(source.utf8))
    }

    /// Scans a Swift file.
    ///
    /// - Throws: The file system's error if the file cannot be read.
    public static func scan(fileAt url: URL) throws -> SourceScan {
        let data = try Data(contentsOf: url)
        return scan(
            bytes: [UInt8](unsafeUninitializedCapacity: data.count) { buffer, count in
                count = data.copyBytes(to: buffer)
            })
    }

    private static func scan(bytes: [UInt8]) -> SourceScan {
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
        return SourceScan(imports: parser.parseAll(), comments: comments)
    }

    static func text(_ token: SourceToken, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[token.start..<max(token.start, token.end)], as: UTF8.self)
    }
}
