/// Why a call of the backend contract failed, classified once for every client of it.
///
/// ``init(_:)`` is the one mapping from a ``NetworkError`` to the contract's kinds of
/// failure: a 401 is ``Code/unauthorized``, a 503 is ``Code/maintenance`` whether or not it
/// has a body, another 5xx a ``Code/serverError``, another non-2xx ``Code/rejected`` (the
/// body's code says why), and so on. The server's error body, when it sent one, is kept in
/// ``body``; the network error itself in ``underlying``. A feature converts the failure into
/// its own error with one `switch` over the closed ``Code``.
///
/// ```swift
/// do {
///     let item = try await http.call(.contract(.get, "/v1/items/42", token: token),
///                                    decoding: Item.self)
/// } catch {
///     switch error.code {
///     case .rejected where error.body?.error == "not_found": ...
///     case .offline, .timeout: ...
///     ...
///     }
/// }
/// ```
public struct BackendFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure. Closed: a `switch` over it needs no `default`.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// No connection: no network, unknown host, connection refused or lost.
        case offline
        /// The server did not answer within the request's timeout.
        case timeout
        /// HTTP 401: the token is missing, unknown or expired (or, signing in, the
        /// credentials do not match).
        case unauthorized
        /// HTTP 503, with or without a body: the backend is down for maintenance.
        case maintenance
        /// Any other 5xx status; see ``BackendFailure/status``.
        case serverError = "server_error"
        /// Any other non-2xx status (a 4xx); ``BackendFailure/body`` says why.
        case rejected
        /// A successful answer whose body does not decode as the contract says.
        case undecodable
        /// The calling task was cancelled.
        case cancelled
        /// The request could not be built or sent as given (an unencodable body, a bad path).
        case invalidRequest = "invalid_request"
        /// Any other transport failure, such as an answer that is not HTTP.
        case transport
    }

    /// The kind of failure.
    public let code: Code
    /// The server's error body, when it answered with one; nil for any other failure.
    public let body: BackendErrorBody?
    /// The network error this failure was classified from, kept whole.
    public let underlying: NetworkError

    /// Classifies a network error: the one mapping from ``NetworkError`` to ``Code``.
    ///
    /// A non-2xx answer's body is read as a ``BackendErrorBody`` when it is one.
    /// - Parameter error: what the ``HTTPClient`` threw.
    public init(_ error: NetworkError) {
        underlying = error
        switch error.code {
        case .offline: code = .offline
        case .timeout: code = .timeout
        case .httpStatus(401): code = .unauthorized
        case .httpStatus(503): code = .maintenance
        case .httpStatus(500..<600): code = .serverError
        case .httpStatus: code = .rejected
        case .undecodable: code = .undecodable
        case .cancelled: code = .cancelled
        case .invalidRequest: code = .invalidRequest
        case .transport: code = .transport
        }
        body = try? error.response?.decode(BackendErrorBody.self)
    }

    /// The HTTP status the server answered with, when it answered with an error status.
    public var status: Int? {
        guard case .httpStatus(let status) = underlying.code else { return nil }
        return status
    }

    /// A human explanation for logs: the status and the server's code and message when it
    /// sent a body, else the network error's reason. Never shown on a screen as is.
    public var reason: String {
        guard let status, let body else { return underlying.reason }
        let message = body.message.isEmpty ? "" : ": \(body.message)"
        return "HTTP \(status) \(body.error)\(message)"
    }

    /// `code: reason`, e.g. `rejected: HTTP 409 account_exists: The email is taken.`
    public var description: String { "\(code.rawValue): \(reason)" }
}
