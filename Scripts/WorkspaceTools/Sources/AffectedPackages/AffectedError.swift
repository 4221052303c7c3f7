/// Why the affected packages could not be decided.
public struct AffectedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure; new codes can be added without breaking callers.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's stable name.
        public let description: String

        /// The base names no commit of the repository.
        public static let unknownBase = Code(description: "unknownBase")
        /// No base was given and neither `origin/main` nor a tag exists.
        public static let noBase = Code(description: "noBase")
        /// git failed: not a repository, no merge base, git missing.
        public static let gitFailure = Code(description: "gitFailure")
    }

    /// The kind of failure.
    public let code: Code
    /// What went wrong, for a person to read.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
