/// A target of a package, with what its manifest says about its sources and dependencies.
public struct WorkspaceTarget: Sendable, Hashable, Codable {
    /// The kind of target, as SwiftPM names it in `dump-package`.
    public enum Kind: String, Sendable, Hashable, Codable {
        case regular, executable, test, macro, plugin, system, binary
    }

    /// The target's name.
    public var name: String
    /// Its kind.
    public var kind: Kind
    /// The `path:` argument, relative to the package folder, if the manifest gives one.
    public var path: String?
    /// The `sources:` argument, relative to the target folder, if the manifest gives one.
    public var sources: [String]?
    /// The `exclude:` argument, relative to the target folder.
    public var exclude: [String]
    /// The declared dependencies, in manifest order.
    public var dependencies: [TargetDependency]

    /// Creates a target description.
    public init(
        name: String,
        kind: Kind = .regular,
        path: String? = nil,
        sources: [String]? = nil,
        exclude: [String] = [],
        dependencies: [TargetDependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.exclude = exclude
        self.dependencies = dependencies
    }

    /// The name other code imports: the target name with characters that cannot appear
    /// in an identifier replaced by `_`, as SwiftPM does.
    public var moduleName: String { Self.moduleName(of: name) }

    /// The module name SwiftPM derives from a target or product name.
    static func moduleName(of name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
        return result
    }
}
