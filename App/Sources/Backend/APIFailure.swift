import Foundation
package import Networking

/// An error answer of the contract: one of its ``BackendErrorCode``s (a code and the status it
/// comes with), sent as the contract's error body, `{"error", "message"}`.
///
/// `package` for the request parser's fuzz target, which checks what a malformed head gets.
package struct APIFailure: Error {
    /// The contract's code and status.
    package let error: BackendErrorCode
    package let message: String
    var headers: [String: String] = [:]

    init(_ error: BackendErrorCode, _ message: String, headers: [String: String] = [:]) {
        self.error = error
        self.message = message
        self.headers = headers
    }

    /// The answer's status.
    package var status: Int { error.status }
    /// The answer's code.
    package var code: String { error.code }

    /// The response carrying this error, its body the contract's ``BackendErrorBody``.
    var response: HTTPResponse {
        Reply.json(status, BackendErrorBody(error: code, message: message), headers: headers)
    }

    static func badRequest(_ message: String) -> APIFailure {
        APIFailure(.badRequest, message)
    }

    static func notFound(_ message: String) -> APIFailure {
        APIFailure(.notFound, message)
    }

    static let sessionExpired = APIFailure(
        .sessionExpired, "The session is missing, unknown or expired; sign in again.",
        headers: ["WWW-Authenticate": "Bearer"])

    static let maintenance = APIFailure(
        .maintenance, "The service is down for maintenance; try again later.")

    static let internalError = APIFailure(
        .internalError, "The server could not save its state; nothing was changed.")

    static let notJSON = APIFailure(
        .unsupportedMediaType, "Send the body as JSON, with Content-Type: application/json.")

    /// 429 `too_many_attempts` (of an account's sign-ins or sign-ups), saying when to try
    /// again.
    static func tooManyAttempts(retryAfter wait: Duration) -> APIFailure {
        let seconds = max(1, Int(wait.timeInterval.rounded(.up)))
        return APIFailure(
            .tooManyAttempts,
            "Too many attempts for this account; try again in \(seconds) second"
                + (seconds == 1 ? "." : "s."),
            headers: ["Retry-After": "\(seconds)"])
    }
}

/// Builds JSON responses.
enum Reply {
    /// A response whose body is `value` as JSON.
    static func json(_ status: Int, _ value: some Encodable, headers: [String: String] = [:])
        -> HTTPResponse
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The bodies are plain structs of strings, numbers and booleans: encoding cannot fail,
        // but a fallback keeps `handle` total.
        let body = (try? encoder.encode(value)) ?? Data(#"{"error":"internal_error"}"#.utf8)
        var allHeaders = headers
        allHeaders["Content-Type"] = "application/json"
        return HTTPResponse(status: status, headers: allHeaders, body: body)
    }

    /// A response with no body, such as 204.
    static func empty(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: status)
    }
}
