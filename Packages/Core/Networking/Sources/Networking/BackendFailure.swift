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
///     let item = try await http.call(.contract(.item, ["id": "42"], token: token),
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

extension BackendFailure.Code {
    /// The one sentence a user reads for this kind of failure, on every screen of every
    /// feature (``BackendFailure/sentence`` adds what the failure knows: how long a timeout
    /// waited, an unexpected status).
    public var sentence: String {
        switch self {
        case .offline: "RootSwitch cannot be reached. Check your connection and try again."
        case .timeout: "RootSwitch did not answer in time. Check your connection and try again."
        case .unauthorized: "Your session has expired. Sign in again."
        case .maintenance: "RootSwitch is down for maintenance. Try again later."
        case .cancelled: "The request was cancelled."
        case .serverError, .rejected, .undecodable, .invalidRequest, .transport:
            "Something went wrong. Try again."
        }
    }
}

extension BackendFailure {
    /// The sentence a user reads for this failure: its code's ``Code/sentence``, saying how
    /// long a timeout waited (over every try) and which status an unexpected answer had.
    ///
    /// ```swift
    /// failure.sentence  // "RootSwitch did not answer in 30 seconds (3 tries). Check your connection and try again."
    /// ```
    public var sentence: String {
        switch code {
        case .timeout:
            guard let waited = underlying.waited else { return code.sentence }
            let tries = underlying.attempts > 1 ? " (\(underlying.attempts) tries)" : ""
            return "RootSwitch did not answer in \(Self.seconds(waited))\(tries). Check your "
                + "connection and try again."
        case .serverError, .rejected:
            guard let status else { return code.sentence }
            return "Something went wrong (HTTP \(status)). Try again."
        case .undecodable:
            return "Something went wrong (an answer RootSwitch could not read). Try again."
        case .offline, .unauthorized, .maintenance, .cancelled, .invalidRequest, .transport:
            return code.sentence
        }
    }

    /// `30 seconds`, `1 second`, `0.5 seconds`.
    private static func seconds(_ duration: Duration) -> String {
        let parts = duration.components
        let value = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        if value == 1 { return "1 second" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded()
            ? "\(Int(rounded)) seconds" : "\(rounded) seconds"
    }
}
