import Foundation
import Networking

/// An error answer of the contract: a status, and a code and a message sent as the contract's
/// error body, `{"error", "message"}`.
///
/// `package` for the request parser's fuzz target, which checks what a malformed head gets.
package struct APIFailure: Error {
    package let status: Int
    package let code: String
    package let message: String
    var headers: [String: String] = [:]

    /// The response carrying this error, its body the contract's ``BackendErrorBody``.
    var response: HTTPResponse {
        Reply.json(status, BackendErrorBody(error: code, message: message), headers: headers)
    }

    static func badRequest(_ message: String) -> APIFailure {
        APIFailure(status: 400, code: "bad_request", message: message)
    }

    static func notFound(_ message: String) -> APIFailure {
        APIFailure(status: 404, code: "not_found", message: message)
    }

    static let sessionExpired = APIFailure(
        status: 401, code: "session_expired",
        message: "The session is missing, unknown or expired; sign in again.",
        headers: ["WWW-Authenticate": "Bearer"])

    static let maintenance = APIFailure(
        status: 503, code: "maintenance",
        message: "The service is down for maintenance; try again later.")

    static let internalError = APIFailure(
        status: 500, code: "internal_error",
        message: "The server could not save its state; nothing was changed.")
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
