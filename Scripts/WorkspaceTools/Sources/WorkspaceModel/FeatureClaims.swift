public import Foundation

/// Reads what feature packages claim (see ``FeatureClaim``) from their Swift sources, with
/// the same lexer as the import scan, so comments and strings elsewhere never count:
/// - route paths: string literals starting with `/` in a file declaring a type that
///   conforms to `Route`;
/// - deep links: the template, the first argument of `DeepLinkPattern(...)`;
/// - tabs: the cases of an enum whose name ends in `Tab`.
///
/// ```swift
/// let claims = try FeatureClaims.scan(folder: mainSources, relativeTo: root)
/// claims.filter { $0.words.contains("profile") }  // route path /profile, deep link, tab
/// ```
public enum FeatureClaims {
    /// Every claim of the Swift files under `folder`, in file and line order.
    /// - Parameters:
    ///   - folder: a package's `Sources` folder.
    ///   - root: the workspace root, which claims' files are relative to.
    /// - Throws: the file system's error when a file cannot be read.
    public static func scan(folder: URL, relativeTo root: URL) throws -> [FeatureClaim] {
        let rootPath = root.standardizedFileURL.path(percentEncoded: false)
        let files =
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? [])
            .sorted { $0.path < $1.path }
        var claims: [FeatureClaim] = []
        for file in files {
            let path = file.standardizedFileURL.path(percentEncoded: false)
            let relative =
                path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            let name = relative.hasPrefix("/") ? String(relative.dropFirst()) : relative
            claims += scan(Array(try Data(contentsOf: file)), file: name)
        }
        return claims
    }

    /// The claims of one file's source.
    static func scan(_ bytes: [UInt8], file: String) -> [FeatureClaim] {
        var lexer = SourceLexer(bytes)
        var tokens: [SourceToken] = []
        while let token = lexer.next() {
            if case .comment = token.kind { continue }
            tokens.append(token)
        }
        let reader = ClaimReader(tokens: tokens, bytes: bytes, file: file)
        return (reader.routePaths() + reader.deepLinks() + reader.tabs())
            .sorted { $0.line < $1.line }
    }
}
