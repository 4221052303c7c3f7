/// Why ``PrivateFileStore`` could not do what was asked, or what it had to set aside.
public struct PrivateStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; extensible.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The raw code, in snake case.
        public let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A folder or file could not be created, read, written or set aside.
        public static let storage = Code("storage")
        /// A file could not be decoded (or had another schema version); it was set aside.
        public static let corruptFile = Code("corrupt_file")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation, naming the file.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { reason }
}
