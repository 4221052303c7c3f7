public import Networking

extension AuthClient {
    /// The client that speaks the contract's auth endpoints over `http`, converting every
    /// `BackendFailure` into an ``AuthError`` (a 401 is wrong credentials when signing in,
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
                    try await session(.signUp, credentials, over: http)
                }
            },
            signIn: { credentials throws(AuthError) in
                try await converting(unauthorized: .wrongCredentials) {
                    () throws(BackendFailure) in
                    try await session(.signIn, credentials, over: http)
                }
            },
            requestPasswordReset: { email throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    let body = BackendContract.PasswordReset(email: email)
                    try await http.call(.contract(.passwordReset, body: body))
                }
            },
            currentUser: { token throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    let request = HTTPRequest.contract(.me, token: token)
                    let answer = try await http.call(
                        request, decoding: BackendContract.CurrentUser.self)
                    return AuthUser(answer.user)
                }
            },
            signOut: { token throws(AuthError) in
                try await converting { () throws(BackendFailure) in
                    try await http.call(.contract(.signOut, token: token))
                }
            })
    }

    /// Signs up or in (`endpoint`) with `credentials`, the answer made Auth's session.
    private static func session(
        _ endpoint: BackendEndpoint, _ credentials: AuthCredentials, over http: any HTTPClient
    ) async throws(BackendFailure) -> AuthSession {
        let body = BackendContract.Credentials(
            email: credentials.email, password: credentials.password)
        let request = try HTTPRequest.contract(endpoint, body: body)
        let answer = try await http.call(request, decoding: BackendContract.Session.self)
        return AuthSession(token: answer.token, user: AuthUser(answer.user))
    }

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
}
