public import CodedErrors

/// Why a routing operation failed: a refused navigation command, a deep link that cannot be
/// resolved, saved state that cannot be restored, a refused scene request, a screen action
/// that did not complete, or a transition table that cannot be built.
///
/// The ``code`` is stable and safe to log and report (analytics gets the code, never a URL or
/// a user identifier); the ``reason`` is for people reading logs. Each area lists its codes in
/// an extension beside it (`RoutingError+DeepLinks.swift`, `RoutingError+Navigation.swift`, ...).
///
/// ```swift
/// do {
///     _ = try table.resolve("ftp://items/1")
/// } catch {
///     print(error.code)  // unsupported_scheme
/// }
/// ```
public struct RoutingError: CodedError {
    /// A stable, machine-readable error kind. Extensible: a feature may declare its own
    /// codes with ``init(rawValue:)``, for example for values its route closure refuses.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in logs and analytics (`snake_case`).
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for a person. Never holds a user identifier or a secret argument.
    public let reason: String
    /// The error this one was made from, if any (the decoder's, for a file that did not
    /// read; a feature's own, for a screen action that failed). Not part of equality or
    /// hashing, since an arbitrary error cannot be compared.
    public let underlying: (any Error)?

    /// Creates an error of a stable kind, explained for a person, made from `underlying`.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        (self.code, self.reason, self.underlying) = (code, reason, underlying)
    }
}
