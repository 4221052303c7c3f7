public import CodedErrors

/// Why an auth call failed: a stable code, a sentence to show the user, and the failure
/// that caused it.
///
/// Every failure of the backend or the network is converted to one of these at the
/// feature's boundary; screens show ``reason`` after `Error: `.
///
/// ```swift
/// do { _ = try await auth.currentUser(session: session) }
/// catch where error.code == .sessionExpired { /* back to sign-in */ }
/// ```
public struct AuthError: CodedError {
    /// A stable, machine-readable kind of failure (`snake_case`, as the contract spells it).
    /// Closed: these are every way an auth call can fail.
    public enum Code: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The email and password do not match an account (`wrong_credentials`).
        case wrongCredentials = "wrong_credentials"
        /// Sign-up with an email that already has an account (`account_exists`).
        case accountExists = "account_exists"
        /// The email address is not valid (`invalid_email`).
        case invalidEmail = "invalid_email"
        /// The new password is under 8 characters (`weak_password`).
        case weakPassword = "weak_password"
        /// No connection to the backend, or it did not answer in time (`offline`).
        case offline
        /// The backend is down for maintenance (`maintenance`).
        case maintenance
        /// The session's token is no longer valid (`session_expired`).
        case sessionExpired = "session_expired"
        /// Anything else: a server error, an unreadable answer (`unexpected`).
        case unexpected

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for the user. Never holds a password, token or email.
    public let reason: String
    /// The failure this error was converted from, such as a `BackendFailure`; nil when the
    /// feature found the problem itself. Not part of equality or hashing.
    public let underlying: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - code: the stable kind.
    ///   - reason: a sentence for the user.
    ///   - underlying: the failure that caused it, if any.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }

}
