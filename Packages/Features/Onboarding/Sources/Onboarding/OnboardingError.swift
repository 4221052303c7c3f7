/// Why an onboarding action did not complete. The reason is a sentence for the user; it
/// never holds the token.
public struct OnboardingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable kind of failure. Extensible like every error code here.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in logs (`snake_case`).
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's raw value.
        public var description: String { rawValue }

        /// No connection to the backend, or it did not answer in time.
        public static let offline = Self(rawValue: "offline")
        /// The backend is in maintenance (503 `maintenance`).
        public static let maintenance = Self(rawValue: "maintenance")
        /// The session is no longer valid (401 `session_expired`); the user must sign in.
        public static let sessionExpired = Self(rawValue: "session_expired")
        /// The backend refused the progress it was sent (400 `bad_request`).
        public static let badRequest = Self(rawValue: "bad_request")
        /// The display name is empty or longer than 50 characters once trimmed.
        public static let invalidName = Self(rawValue: "invalid_name")
        /// Any other failure: a server error, an unexpected status.
        public static let unexpected = Self(rawValue: "unexpected")
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for the user.
    public let reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: the stable kind.
    ///   - reason: a sentence for the user.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `code: reason`, e.g. `offline: You appear to be offline.`
    public var description: String { "\(code): \(reason)" }
}
