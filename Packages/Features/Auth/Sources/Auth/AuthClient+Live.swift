public import Networking

extension AuthClient {
    /// The client that speaks the contract's auth endpoints over `http`, converting every
    /// ``BackendFailure`` into an ``AuthError`` (a 401 is wrong credentials when signing in,
    /// an expired session elsewhere).
    ///
    /// ```swift
    /// let auth = AuthFeature(AuthDependencies(client: .live(http), analytics: a, work: w))
    /// ```
    /// - Parameter http: the backend's HTTP client.
    /// - Returns: the live client.
    public static func live(_ http: any HTTPClient) -> AuthClient {
        AuthClient(
            signUp: { credentials throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    let request = try HTTPRequest.contract(.post, "/v1/signup", body: credentials)
                    return try await http.call(request, decoding: AuthSession.self)
                }
            },
            signIn: { credentials throws(AuthError) in
                try await converting(unauthorized: .wrongCredentials) {
                    () throws(BackendFailure) in
                    let request = try HTTPRequest.contract(.post, "/v1/signin", body: credentials)
                    return try await http.call(request, decoding: AuthSession.self)
                }
            },
            requestPasswordReset: { email throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    let body = ["email": email]
                    try await http.call(.contract(.post, "/v1/password-reset", body: body))
                }
            },
            currentUser: { token throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    let request = HTTPRequest.contract(.get, "/v1/me", token: token)
                    return try await http.call(request, decoding: UserEnvelope.self).user
                }
            },
            signOut: { token throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    try await http.call(.contract(.post, "/v1/signout", token: token))
                }
            })
    }

    /// Runs a contract call, converting its failure at the feature's boundary.
    private static func converting<Value>(
        unauthorized: AuthError.Code = .sessionExpired,
        _ call: () async throws(BackendFailure) -> Value
    ) async throws(AuthError) -> Value {
        do {
            return try await call()
        } catch {
            throw AuthError(error, unauthorized: unauthorized)
        }
    }

    /// The answer of `GET /v1/me`.
    private struct UserEnvelope: Decodable {
        let user: AuthUser
    }
}
