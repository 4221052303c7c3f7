/// What the scanner found in one Swift file.
public struct SourceScan: Sendable, Hashable {
    /// The import declarations, in source order.
    public var imports: [ImportDeclaration]
    /// The comments, in source order.
    public var comments: [SourceComment]

    /// Creates a scan result.
    public init(imports: [ImportDeclaration], comments: [SourceComment]) {
        self.imports = imports
        self.comments = comments
    }
}
