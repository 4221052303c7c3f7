public import CodedErrors

/// Why an onboarding action did not complete: a stable code, a sentence for the user (never
/// the token), and the failure that caused it.
///
/// ```swift
/// if error.code == .sessionExpired { onSessionExpired() } else { show(error.reason) }
/// ```
public struct OnboardingError: CodedError {
    /// A stable, machine-readable kind of failure (`snake_case`). Closed: these are every
    /// way an onboarding action can fail.
    public enum Code: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No connection to the backend, or it did not answer in time.
        case offline
        /// The backend is in maintenance (503).
        case maintenance
        /// The session is no longer valid (401); the user must sign in.
        case sessionExpired = "session_expired"
        /// The backend refused the progress it was sent (400 `bad_request`).
        case badRequest = "bad_request"
        /// The display name, once trimmed, is outside ``ProfileStepModel/nameLength``.
        case invalidName = "invalid_name"
        /// Any other failure: a server error, an unexpected status or answer.
        case unexpected

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for the user.
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
