/// One `import` declaration of a Swift file.
public struct ImportDeclaration: Sendable, Hashable {
    /// The kind keyword of a scoped import, as in `import struct Module.Type`.
    public enum Kind: String, Sendable, Hashable {
        case `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var`, `func`
    }

    /// The imported module: the first component of the path.
    public var module: String
    /// The whole path, such as `["Module", "Type"]`.
    public var path: [String]
    /// The kind keyword, for a scoped import.
    public var kind: Kind?
    /// The attribute names, such as `testable` or `_exported`, without `@`.
    public var attributes: [String]
    /// The modifiers, such as `public` or `internal`.
    public var modifiers: [String]
    /// The line of the `import` keyword (1-based).
    public var line: Int

    /// Creates an import description.
    public init(
        path: [String], kind: Kind? = nil, attributes: [String] = [], modifiers: [String] = [],
        line: Int
    ) {
        self.module = path.first ?? ""
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.line = line
    }
}
