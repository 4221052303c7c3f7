public import CodedErrors

/// Why a request did not produce a successful response.
///
/// ```swift
/// do {
///     _ = try await client.send(request)
/// } catch {
///     if error.code == .httpStatus(409) {
///         let message = try? error.response?.decode(ServerMessage.self)
///     }
/// }
/// ```
public struct NetworkError: CodedError {
    /// What kind of failure it was.
    public enum Code: Hashable, Sendable {
        /// No connection: no network, unknown host, connection refused or lost.
        case offline
        /// The server did not answer within the request's timeout.
        case timeout
        /// The server answered with this non-2xx status; see ``NetworkError/response``.
        case httpStatus(Int)
        /// The response body could not be decoded into the expected type.
        case undecodable
        /// The task was cancelled.
        case cancelled
        /// The request could not be built or sent as given (bad path, unencodable body).
        case invalidRequest
        /// Any other transport failure, such as a malformed response.
        case transport
    }

    /// What kind of failure it was.
    public let code: Code
    /// A human explanation, safe to log: it never contains the request body or headers.
    public let reason: String
    /// The server's answer, for ``Code/httpStatus(_:)``; nil otherwise.
    public let response: HTTPResponse?
    /// For ``Code/timeout``: how long the request waited for an answer, over every attempt;
    /// `nil` when the client cannot tell.
    public var waited: Duration?
    /// How many times the request was sent: more than one when ``RetryingHTTPClient`` tried
    /// again.
    public var attempts = 1

    /// Creates an error.
    /// - Parameters:
    ///   - code: what kind of failure it was.
    ///   - reason: a human explanation.
    ///   - response: the server's answer, for an HTTP status error.
    ///   - waited: for a timeout, how long the request waited for an answer.
    public init(
        _ code: Code, reason: String, response: HTTPResponse? = nil, waited: Duration? = nil
    ) {
        self.code = code
        self.reason = reason
        self.response = response
        self.waited = waited
    }

    /// The error an ``HTTPClient`` throws for a non-2xx response.
    /// - Parameter response: the server's answer, kept so its body can be read.
    public static func httpStatus(_ response: HTTPResponse) -> NetworkError {
        NetworkError(
            .httpStatus(response.status),
            reason: "The server answered with HTTP status \(response.status).",
            response: response)
    }

    /// Whether trying again later could succeed: no connection, a timeout or a server error (5xx).
    var isRetryable: Bool {
        switch code {
        case .offline, .timeout: true
        case .httpStatus(let status): (500..<600).contains(status)
        case .undecodable, .cancelled, .invalidRequest, .transport: false
        }
    }
}
