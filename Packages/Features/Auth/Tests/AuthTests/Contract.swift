import Foundation
import Networking

/// Answers and fixtures from the backend contract (docs/backend-contract.md), with one account:
/// `ann@example.com` / `correct-horse-battery`.
enum Contract {
    static let email = "ann@example.com"
    static let password = "correct-horse-battery"
    /// 64 lowercase hex characters, like the embedded backend's tokens.
    static let token = String(repeating: "9f3c", count: 16)

    static func userJSON(email: String = email, name: String? = nil) -> String {
        let name = name.map { "\"\($0)\"" } ?? "null"
        return """
            {"id": "u_1", "email": "\(email)", "name": \(name),
             "onboarding": {"step": "welcome", "finished": false, "permissionsGranted": null}}
            """
    }

    static func json(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    static func session(status: Int = 200, email: String = email) -> HTTPResponse {
        json(status, #"{"token": "\#(token)", "user": \#(userJSON(email: email))}"#)
    }

    static func error(_ status: Int, _ code: String) -> HTTPResponse {
        json(status, #"{"error": "\#(code)", "message": "The server's own words."}"#)
    }

    /// The contract's auth endpoints for the one account.
    @Sendable static func backend(_ request: HTTPRequest) async throws(NetworkError)
        -> HTTPResponse
    {
        let fields = body(of: request)
        let knownEmail = fields["email"]?.lowercased() == email
        let bearer = request.headers["Authorization"] == "Bearer \(token)"
        switch "\(request.method) \(request.path)" {
        case "POST /v1/signin":
            return knownEmail && fields["password"] == password
                ? session() : error(401, "wrong_credentials")
        case "POST /v1/signup":
            return knownEmail
                ? error(409, "account_exists") : session(status: 201, email: fields["email"] ?? "")
        case "POST /v1/password-reset":
            return json(202, "{}")
        case "GET /v1/me":
            return bearer ? json(200, #"{"user": \#(userJSON())}"#) : error(401, "session_expired")
        case "POST /v1/signout":
            return bearer ? HTTPResponse(status: 204) : error(401, "session_expired")
        default:
            return error(404, "not_found")
        }
    }

    /// A request's JSON body as strings, empty when it has none.
    static func body(of request: HTTPRequest) -> [String: String] {
        request.body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
    }
}
