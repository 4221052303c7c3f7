import Networking

/// Speaks the auth endpoints of the backend contract (`docs/backend-contract.md`) over the
/// injected client and turns every failure into an ``AuthError``.
struct AuthAPIClient: Sendable {
    let client: any HTTPClient

    /// `POST /v1/signup`: creates the account and signs it in.
    func signUp(email: String, password: String) async throws(AuthError) -> AuthSession {
        try await call(unauthorized: nil) { client throws(NetworkError) in
            let body = Credentials(email: email, password: password)
            return try await client.send(.json(.post, path: "/v1/signup", body: body))
                .decode(AuthSession.self)
        }
    }

    /// `POST /v1/signin`.
    func signIn(email: String, password: String) async throws(AuthError) -> AuthSession {
        try await call(unauthorized: .wrongCredentials) { client throws(NetworkError) in
            let body = Credentials(email: email, password: password)
            return try await client.send(.json(.post, path: "/v1/signin", body: body))
                .decode(AuthSession.self)
        }
    }

    /// `POST /v1/password-reset`: answers the same whether or not the account exists.
    func requestPasswordReset(email: String) async throws(AuthError) {
        try await call(unauthorized: nil) { client throws(NetworkError) in
            let body = ["email": email]
            _ = try await client.send(.json(.post, path: "/v1/password-reset", body: body))
        }
    }

    /// `GET /v1/me`.
    func currentUser(token: String) async throws(AuthError) -> AuthUser {
        try await call(unauthorized: .sessionExpired) { client throws(NetworkError) in
            let request = HTTPRequest(path: "/v1/me", headers: Self.authorization(token))
            return try await client.send(request).decode(UserEnvelope.self).user
        }
    }

    /// `POST /v1/signout`: ends the token on the server.
    func signOut(token: String) async throws(AuthError) {
        try await call(unauthorized: .sessionExpired) { client throws(NetworkError) in
            let request = HTTPRequest(
                method: .post, path: "/v1/signout", headers: Self.authorization(token))
            _ = try await client.send(request)
        }
    }

    private func call<Value>(
        unauthorized: AuthError.Code?,
        _ operation: (any HTTPClient) async throws(NetworkError) -> Value
    ) async throws(AuthError) -> Value {
        do throws(NetworkError) {
            return try await operation(client)
        } catch {
            throw AuthError(error, unauthorized: unauthorized)
        }
    }

    private static func authorization(_ token: String) -> [String: String] {
        ["Authorization": "Bearer \(token)", "Accept": "application/json"]
    }

    private struct Credentials: Encodable {
        let email: String
        let password: String
    }

    private struct UserEnvelope: Decodable {
        let user: AuthUser
    }
}
