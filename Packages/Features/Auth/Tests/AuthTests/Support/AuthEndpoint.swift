import Auth
import NetworkingTesting

/// Each call of ``AuthClient``, made with the fixtures, with what the contract says it sends.
enum AuthEndpoint: String, CaseIterable, Sendable, CustomStringConvertible {
    case signUp, signIn, requestPasswordReset, currentUser, signOut

    /// `METHOD path` of the contract's endpoint.
    var line: String {
        switch self {
        case .signUp: "POST /v1/signup"
        case .signIn: "POST /v1/signin"
        case .requestPasswordReset: "POST /v1/password-reset"
        case .currentUser: "GET /v1/me"
        case .signOut: "POST /v1/signout"
        }
    }

    /// Whether the endpoint is authenticated with the session's bearer token.
    var isAuthenticated: Bool { self == .currentUser || self == .signOut }

    /// The JSON body the call sends, nil when it sends none.
    var body: [String: String]? {
        switch self {
        case .signUp, .signIn: ["email": Fixture.email, "password": Fixture.password]
        case .requestPasswordReset: ["email": Fixture.email]
        case .currentUser, .signOut: nil
        }
    }

    /// What a server that accepts the call answers.
    var success: StubAnswer {
        switch self {
        case .signUp: .body(201, Fixture.sessionJSON)
        case .signIn: .body(200, Fixture.sessionJSON)
        case .requestPasswordReset: .body(202, "{}")
        case .currentUser: .body(200, #"{"user": \#(Fixture.userJSON())}"#)
        case .signOut: .status(204, error: nil)
        }
    }

    /// Makes the call with the fixtures, dropping its result.
    func call(_ client: AuthClient) async throws(AuthError) {
        switch self {
        case .signUp: _ = try await client.signUp(Fixture.credentials)
        case .signIn: _ = try await client.signIn(Fixture.credentials)
        case .requestPasswordReset: try await client.requestPasswordReset(Fixture.email)
        case .currentUser: _ = try await client.currentUser(Fixture.token)
        case .signOut: try await client.signOut(Fixture.token)
        }
    }

    var description: String { rawValue }
}
