import Auth
import Foundation
import Networking
import NetworkingTesting
import Testing

/// What a failed call says to the user.
private enum Reason {
    static let wrongCredentials = "Wrong email or password."
    static let accountExists = "An account already exists for this email."
    static let invalidEmail = "Enter a valid email address."
    static let weakPassword = "Choose a password of at least 8 characters."
    static let offline = "RootSwitch cannot be reached. Check your connection and try again."
    static let timeout = "RootSwitch did not answer in time. Check your connection and try again."
    static let maintenance = "RootSwitch is down for maintenance. Try again later."
    static let sessionExpired = "Your session has expired. Sign in again."
    static func unexpected(_ detail: String) -> String {
        "Something went wrong (\(detail)). Try again."
    }
}

/// `AuthClient.live`: the contract's auth endpoints over an HTTP client, and every failure
/// converted to an `AuthError`.
@Suite struct AuthClientLiveTests {
    @Test(arguments: AuthEndpoint.allCases)
    func eachCallSpeaksTheContract(endpoint: AuthEndpoint) async throws {
        let http = StubHTTPClient(always: endpoint.success)
        try await endpoint.call(.live(http))

        let request = try #require(http.requests.first)
        #expect(http.requests.count == 1)
        #expect("\(request.method) \(request.path)" == endpoint.line)
        #expect(request.headers["Accept"] == "application/json")
        let bearer = endpoint.isAuthenticated ? "Bearer \(Fixture.token)" : nil
        #expect(request.headers["Authorization"] == bearer)
        let body = request.body.flatMap {
            try? JSONDecoder().decode([String: String].self, from: $0)
        }
        #expect(body == endpoint.body)
        #expect(
            request.headers["Content-Type"] == (endpoint.body == nil ? nil : "application/json"))
    }

    @Test(arguments: [AuthEndpoint.signUp, .signIn])
    func signingUpOrInDecodesTheSession(endpoint: AuthEndpoint) async throws {
        let client = AuthClient.live(StubHTTPClient(always: endpoint.success))
        let call = endpoint == .signUp ? client.signUp : client.signIn
        #expect(try await call(Fixture.credentials) == Fixture.session())
    }

    @Test func currentUserDecodesTheUserFromItsEnvelope() async throws {
        let client = AuthClient.live(StubHTTPClient(always: AuthEndpoint.currentUser.success))
        #expect(try await client.currentUser(Fixture.token) == Fixture.user())
    }

    @Test(arguments: [
        (
            AuthEndpoint.signIn, StubAnswer.status(401, error: "wrong_credentials"),
            AuthError.Code.wrongCredentials, Reason.wrongCredentials
        ),
        (.signIn, .status(401, error: nil), .wrongCredentials, Reason.wrongCredentials),
        (.signIn, .failure(.offline), .offline, Reason.offline),
        (.signIn, .failure(.timeout), .offline, Reason.timeout),
        (.signIn, .status(503, error: "maintenance"), .maintenance, Reason.maintenance),
        (.signIn, .status(503, error: nil), .maintenance, Reason.maintenance),
        (
            .signIn, .status(500, error: "internal_error"), .unexpected,
            Reason.unexpected("HTTP 500")
        ),
        (
            .signIn, .body(200, "<html>surprise</html>"), .unexpected,
            Reason.unexpected("an answer RootSwitch could not read")
        ),
        (.signIn, .failure(.cancelled), .unexpected, "The request was cancelled."),
        (.signUp, .status(409, error: "account_exists"), .accountExists, Reason.accountExists),
        (.signUp, .status(400, error: "invalid_email"), .invalidEmail, Reason.invalidEmail),
        (.signUp, .status(400, error: "weak_password"), .weakPassword, Reason.weakPassword),
        (.signUp, .status(400, error: "bad_request"), .unexpected, Reason.unexpected("HTTP 400")),
        (.signUp, .status(400, error: nil), .unexpected, Reason.unexpected("HTTP 400")),
        (.signUp, .status(503, error: "maintenance"), .maintenance, Reason.maintenance),
        (.signUp, .failure(.offline), .offline, Reason.offline),
        (.signUp, .status(401, error: nil), .sessionExpired, Reason.sessionExpired),
        (
            .requestPasswordReset, .status(400, error: "invalid_email"), .invalidEmail,
            Reason.invalidEmail
        ),
        (.requestPasswordReset, .failure(.offline), .offline, Reason.offline),
        (
            .requestPasswordReset, .status(503, error: "maintenance"), .maintenance,
            Reason.maintenance
        ),
        (
            .requestPasswordReset, .status(500, error: nil), .unexpected,
            Reason.unexpected("HTTP 500")
        ),
        (
            .currentUser, .status(401, error: "session_expired"), .sessionExpired,
            Reason.sessionExpired
        ),
        (.currentUser, .status(401, error: nil), .sessionExpired, Reason.sessionExpired),
        (.currentUser, .status(503, error: "maintenance"), .maintenance, Reason.maintenance),
        (.currentUser, .failure(.offline), .offline, Reason.offline),
        (.currentUser, .failure(.timeout), .offline, Reason.timeout),
        (
            .currentUser, .status(500, error: "internal_error"), .unexpected,
            Reason.unexpected("HTTP 500")
        ),
        (
            .currentUser, .body(200, "<html>surprise</html>"), .unexpected,
            Reason.unexpected("an answer RootSwitch could not read")
        ),
        (
            .signOut, .status(401, error: "session_expired"), .sessionExpired,
            Reason.sessionExpired
        ),
        (.signOut, .status(404, error: "not_found"), .unexpected, Reason.unexpected("HTTP 404")),
    ])
    func convertsEveryFailure(
        endpoint: AuthEndpoint, answer: StubAnswer, code: AuthError.Code, reason: String
    ) async {
        let error = await #expect(throws: AuthError.self) {
            try await endpoint.call(.live(StubHTTPClient(always: answer)))
        }
        #expect(error?.code == code)
        #expect(error?.reason == reason)
        // The failure it was converted from is kept.
        #expect(error?.underlying is BackendFailure)
    }

    @Test func aFailureKeepsTheServersBodyUnderneath() async {
        let http = StubHTTPClient(always: .status(409, error: "account_exists"))
        let error = await #expect(throws: AuthError.self) {
            try await AuthClient.live(http).signUp(Fixture.credentials)
        }
        let failure = error?.underlying as? BackendFailure
        #expect(failure?.code == .rejected)
        #expect(failure?.body?.error == "account_exists")
        #expect(failure?.underlying.response?.status == 409)
        // The server's own words stay underneath: the screen shows the feature's sentence.
        #expect(error?.reason == Reason.accountExists)
    }
}
