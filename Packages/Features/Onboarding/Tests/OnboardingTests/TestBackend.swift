import Foundation
import Networking
import Synchronization
import Testing

/// The contract's `PUT /v1/me/onboarding`, answered in memory, with the fault switches of
/// the embedded backend.
final class TestBackend: Sendable {
    /// The token of the signed-in test session.
    static let token = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

    /// A way the next requests fail.
    enum Fault: Sendable, CustomTestStringConvertible {
        case offline
        case timeout
        case maintenance
        case expiredSessions
        case serverError
        case badRequest(message: String)

        var testDescription: String {
            switch self {
            case .offline: "offline"
            case .timeout: "timeout"
            case .maintenance: "maintenance"
            case .expiredSessions: "expired sessions"
            case .serverError: "server error"
            case .badRequest: "bad request"
            }
        }
    }

    private let currentFault = Mutex<Fault?>(nil)
    private let saved = Mutex<[[String: JSONValue]]>([])
    private let gate: Gate?
    private let isFirst = Mutex(true)

    /// Creates a backend; `gate` holds the first request until the test opens it.
    init(gate: Gate? = nil) {
        self.gate = gate
    }

    /// The fault every request meets from now on; nil answers normally.
    var fault: Fault? {
        get { currentFault.withLock { $0 } }
        set { currentFault.withLock { $0 = newValue } }
    }

    /// The bodies the backend accepted and stored, in the order it stored them.
    var stored: [[String: JSONValue]] { saved.withLock { $0 } }

    func handle(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if let gate, takeFirst() {
            await gate.pass()
        }
        switch fault {
        case .offline?: throw NetworkError(.offline, reason: "The network is down.")
        case .timeout?: throw NetworkError(.timeout, reason: "No answer.")
        case .maintenance?: return Self.error(503, "maintenance", "Back soon.")
        case .expiredSessions?: return Self.error(401, "session_expired", "Sign in again.")
        case .serverError?: return Self.error(500, "internal_error", "Could not save.")
        case .badRequest(let message)?: return Self.error(400, "bad_request", message)
        case nil: break
        }
        guard request.path == "/v1/me/onboarding" else {
            return Self.error(404, "not_found", "No such path.")
        }
        guard request.method == .put else {
            return Self.error(405, "method_not_allowed", "Use PUT.")
        }
        let authorization = request.headers.first { $0.key.lowercased() == "authorization" }
        guard authorization?.value == "Bearer \(Self.token)" else {
            return Self.error(401, "session_expired", "Sign in again.")
        }
        guard let body = JSONValue.object(in: request), Self.isValid(body) else {
            return Self.error(400, "bad_request", "Bad onboarding progress.")
        }
        saved.withLock { $0.append(body) }
        let user =
            #"{"user": {"id": "u_1", "email": "ann@example.com", "name": null, "#
            + #""onboarding": {"step": "welcome", "finished": false, "permissionsGranted": null}}}"#
        return HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json"], body: Data(user.utf8))
    }

    /// Whether this is the first request; only the first is held at the gate.
    private func takeFirst() -> Bool {
        isFirst.withLock { first in
            let wasFirst = first
            first = false
            return wasFirst
        }
    }

    /// The contract's rules for the body.
    private static func isValid(_ body: [String: JSONValue]) -> Bool {
        let steps = ["welcome", "permissions", "profile", "complete"]
        guard case .string(let step)? = body["step"], steps.contains(step),
            case .bool(let finished)? = body["finished"], !finished || step == "complete"
        else { return false }
        switch body["name"] {
        case nil, .null?: break
        case .string(let name)?:
            guard (1...100).contains(name.trimmingCharacters(in: .whitespaces).count) else {
                return false
            }
        default: return false
        }
        switch body["permissionsGranted"] {
        case nil, .null?, .bool?: return true
        default: return false
        }
    }

    private static func error(_ status: Int, _ code: String, _ message: String) -> HTTPResponse {
        let body = try? JSONEncoder().encode(["error": code, "message": message])
        return HTTPResponse(
            status: status, headers: ["Content-Type": "application/json"], body: body ?? Data())
    }
}
