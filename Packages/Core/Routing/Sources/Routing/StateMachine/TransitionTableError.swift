/// Why a ``TransitionTable`` could not be built.
public struct TransitionTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake the table holds. Extensible: new codes are new static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, for logs and tests.
        public let rawValue: String

        /// Creates a code.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The same (state, intent) pair leads to two different kinds.
        public static let nondeterministic = Code("nondeterministic")
        /// The same transition is declared twice.
        public static let duplicate = Code("duplicate")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A sentence naming the kinds involved.
    public let reason: String

    /// Creates an error.
    public init(code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `nondeterministic: loading on retry leads to both main and error`.
    public var description: String { "\(code): \(reason)" }
}
