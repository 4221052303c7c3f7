/// An error answer of the backend contract: the code its body carries (``BackendErrorBody``'s
/// `error`) and the HTTP status it comes with, each declared once, here.
///
/// A server answers with these (the embedded backend builds every error answer from one), the
/// contract's endpoints list the ones each may answer (``BackendEndpoint/exchange``), and the
/// OpenAPI document is derived from both. A client reads the code from
/// ``BackendFailure/body``.
///
/// ```swift
/// BackendErrorCode.accountExists.status            // 409
/// failure.body?.error == BackendErrorCode.accountExists.code
/// ```
public struct BackendErrorCode: Hashable, Sendable, CustomStringConvertible {
    /// The code, in `snake_case`: what the error body's `error` holds.
    public let code: String
    /// The HTTP status the code comes with.
    public let status: Int

    private init(_ code: String, _ status: Int) {
        self.code = code
        self.status = status
    }

    /// 400: the request is malformed (its JSON, a field, a query item, its head).
    public static let badRequest = Self("bad_request", 400)
    /// 400: the email is not a valid address.
    public static let invalidEmail = Self("invalid_email", 400)
    /// 400: a new password has fewer than 8 characters.
    public static let weakPassword = Self("weak_password", 400)
    /// 400: a search without `q`, or with only spaces in it.
    public static let missingQuery = Self("missing_query", 400)
    /// 401: no account has this email and password.
    public static let wrongCredentials = Self("wrong_credentials", 401)
    /// 401: the bearer token is missing, unknown or expired; sent with `WWW-Authenticate`.
    public static let sessionExpired = Self("session_expired", 401)
    /// 404: no endpoint has this path, or no item this id.
    public static let notFound = Self("not_found", 404)
    /// 405: the path takes another method; sent with `Allow`.
    public static let methodNotAllowed = Self("method_not_allowed", 405)
    /// 408: the request's head and body did not arrive within the server's deadline.
    public static let requestTimeout = Self("request_timeout", 408)
    /// 409: an account with this email exists already.
    public static let accountExists = Self("account_exists", 409)
    /// 413: the body is larger than the server takes.
    public static let payloadTooLarge = Self("payload_too_large", 413)
    /// 415: a request with a body did not say it is JSON (`Content-Type: application/json`).
    public static let unsupportedMediaType = Self("unsupported_media_type", 415)
    /// 421: the request's `Host` does not name this server.
    public static let misdirectedRequest = Self("misdirected_request", 421)
    /// 429: too many sign-in or sign-up attempts for this account; sent with
    /// `Retry-After`, the seconds to wait.
    public static let tooManyAttempts = Self("too_many_attempts", 429)
    /// 431: the request line and headers are larger than the server takes.
    public static let headerTooLarge = Self("header_too_large", 431)
    /// 500: the server could not save its state; nothing was changed.
    public static let internalError = Self("internal_error", 500)
    /// 503: the service is down for maintenance.
    public static let maintenance = Self("maintenance", 503)
    /// 503: the server cannot take the request now (as many connections or password hashes
    /// as it takes, an answer that took too long, its data not readable before the device's
    /// first unlock); sent with `Retry-After`.
    public static let busy = Self("busy", 503)

    /// What any request may be answered, whatever its endpoint: what the HTTP server refuses
    /// before an endpoint sees the request (a malformed or oversized request, one too slow,
    /// one for another host, one past the connection cap), maintenance, and a failure to
    /// save.
    public static let anyRequest: [Self] = [
        .badRequest, .requestTimeout, .payloadTooLarge, .misdirectedRequest, .headerTooLarge,
        .internalError, .maintenance, .busy,
    ]

    /// The header fields an answer with this code carries: `WWW-Authenticate` with
    /// ``sessionExpired``, `Allow` with ``methodNotAllowed``, `Retry-After` with
    /// ``tooManyAttempts`` and ``busy``.
    public var headers: [String] {
        switch self {
        case .sessionExpired: ["WWW-Authenticate"]
        case .methodNotAllowed: ["Allow"]
        case .tooManyAttempts, .busy: ["Retry-After"]
        default: []
        }
    }

    /// `409 account_exists`.
    public var description: String { "\(status) \(code)" }
}
