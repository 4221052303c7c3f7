/// Why an auth call failed: a stable code and a sentence to show the user.
///
/// Every failure of the backend or the network is converted to one of these at the
/// feature's boundary; screens show ``reason`` after `Error: `.
///
/// ```swift
/// do { _ = try await auth.currentUser(session: session) }
/// catch where error.code == .sessionExpired { /* back to sign-in */ }
/// ```
public struct AuthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable kind of failure (`snake_case`, as the contract spells it).
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in logs and analytics.
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The email and password do not match an account (`wrong_credentials`).
        public static let wrongCredentials = Self(rawValue: "wrong_credentials")
        /// Sign-up with an email that already has an account (`account_exists`).
        public static let accountExists = Self(rawValue: "account_exists")
        /// The email address is not valid (`invalid_email`).
        public static let invalidEmail = Self(rawValue: "invalid_email")
        /// The new password is under 8 characters (`weak_password`).
        public static let weakPassword = Self(rawValue: "weak_password")
        /// No connection to the backend, or it did not answer in time (`offline`).
        public static let offline = Self(rawValue: "offline")
        /// The backend is down for maintenance (`maintenance`).
        public static let maintenance = Self(rawValue: "maintenance")
        /// The session's token is no longer valid (`session_expired`).
        public static let sessionExpired = Self(rawValue: "session_expired")
        /// Anything else: a server error, an unreadable answer (`unexpected`).
        public static let unexpected = Self(rawValue: "unexpected")

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for the user. Never holds a password, token or email.
    public let reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: the stable kind.
    ///   - reason: a sentence for the user.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `code: reason`, e.g. `wrong_credentials: Wrong email or password.`
    public var description: String { "\(code): \(reason)" }
}
