/// The body of every error answer of the backend contract: `{"error": code, "message": ...}`.
///
/// The one definition of the error body: clients decode it (through ``BackendFailure``) and
/// the embedded backend encodes it. The code is stable and machine-readable (`not_found`,
/// `session_expired`, ...); the message is for people reading logs, not for screens.
///
/// ```swift
/// let body = BackendErrorBody(error: "not_found", message: "There is no item 42.")
/// // {"error":"not_found","message":"There is no item 42."}
/// ```
public struct BackendErrorBody: Codable, Hashable, Sendable {
    /// The contract's error code, in `snake_case`, such as `account_exists`.
    public var error: String
    /// A human explanation from the server. Empty when a server sent none.
    public var message: String

    /// Creates an error body.
    /// - Parameters:
    ///   - error: the contract's error code.
    ///   - message: a human explanation.
    public init(error: String, message: String) {
        self.error = error
        self.message = message
    }

    /// Decodes a body; a missing `message` reads as empty, since the code alone decides.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` when `error` is missing or not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        error = try container.decode(String.self, forKey: .error)
        message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
    }
}
