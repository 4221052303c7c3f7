public import CodedErrors

/// Why a backend call of the Main feature failed, converted at the feature's boundary: a
/// stable code, a sentence for the user, and the failure that caused it. Screens show
/// ``reason``; the App never needs the network details.
public struct MainError: CodedError {
    /// A stable, machine-readable kind of failure (`snake_case`). Closed: these are every way
    /// a Main call can fail.
    public enum Code: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The backend could not be reached, or did not answer in time.
        case offline
        /// The backend is in maintenance (503).
        case maintenance
        /// The session is no longer valid (401).
        case sessionExpired = "session_expired"
        /// The item does not exist, or was deleted (404 `not_found`).
        case notFound = "not_found"
        /// Any other failure: a server error, an answer that does not decode, ...
        case unexpected

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, as a sentence for the user.
    public let reason: String
    /// The failure this error was converted from, such as a `BackendFailure`. Not part of
    /// equality or hashing.
    public let underlying: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - code: the kind of failure.
    ///   - reason: a sentence for the user.
    ///   - underlying: the failure that caused it, if any.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }

}
