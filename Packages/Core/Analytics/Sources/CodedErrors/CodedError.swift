/// An error with a stable code, a sentence for a person, and the error it was made from: the
/// shape of every error type of the workspace (`RoutingError`, `NetworkError`, each feature's
/// and the App's), whose equality, hashing and description are written here once.
///
/// Two errors are equal when their codes and reasons are; the underlying error takes no part,
/// since an arbitrary error cannot be compared. A conversion from one error type to another
/// keeps the error it converts as ``underlying``, never flattening it to a string.
///
/// ```swift
/// public struct ShopError: CodedError {
///     public enum Code: String, Hashable, Sendable { case soldOut = "sold_out" }
///     public let code: Code
///     public let reason: String
///     public let underlying: (any Error)?
/// }
/// ```
public protocol CodedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of the error: a closed enum, or an extensible struct of raw values.
    associatedtype Code: Hashable & Sendable

    /// What went wrong, as a stable code.
    var code: Code { get }
    /// What went wrong, for a person.
    var reason: String { get }
    /// The error this one was made from, if any.
    var underlying: (any Error)? { get }
}

extension CodedError {
    /// No underlying error, for an error type that is never made from another.
    public var underlying: (any Error)? { nil }

    /// The reason.
    public var description: String { reason }

    /// Equal codes and reasons.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.reason == rhs.reason
    }

    /// The code and the reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(reason)
    }
}
