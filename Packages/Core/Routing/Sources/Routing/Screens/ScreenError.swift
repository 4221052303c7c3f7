/// Why ``Screen/perform(_:arguments:)`` did not complete.
public struct ScreenError: Error, CustomStringConvertible {
    /// What went wrong. Extensible: new codes are new static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, for logs and tests.
        public let rawValue: String

        /// Creates a code.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The screen has no action with that name.
        public static let unknownAction = Code("unknownAction")
        /// An argument the action does not declare was given.
        public static let unknownArgument = Code("unknownArgument")
        /// A required argument was left out or empty.
        public static let missingArgument = Code("missingArgument")
        /// An argument does not have its declared kind (an integer that does not parse).
        public static let invalidArgument = Code("invalidArgument")
        /// The action ran and its feature reported an error; see ``underlying``.
        public static let actionFailed = Code("actionFailed")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A sentence for the user. Never holds an argument's value.
    public let reason: String
    /// The feature's own error, for ``Code/actionFailed``.
    public let underlying: (any Error)?

    /// Creates an error.
    public init(code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }

    /// `missingArgument: signIn needs password`.
    public var description: String { "\(code): \(reason)" }
}
