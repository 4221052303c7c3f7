/// Why the workspace model could not be loaded.
public struct WorkspaceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure; new codes can be added without breaking callers.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's stable name.
        public let description: String

        /// There is no `Package.swift` in the given root folder.
        public static let rootNotFound = Code(description: "rootNotFound")
        /// SwiftPM could not evaluate a manifest; the reason holds its message.
        public static let manifestInvalid = Code(description: "manifestInvalid")
        /// A file or the `swift` command could not be read or run.
        public static let ioFailure = Code(description: "ioFailure")
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
