import Auth
import TestSupport
import Testing

extension AuthClient {
    /// The type of ``signIn`` and ``signUp``.
    typealias Authenticate = @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession

    /// An unimplemented client whose sign-in (or sign-up) records the credentials it is sent
    /// and answers `answer`; given a gate, it waits for it first, so a test can act while
    /// the request runs.
    /// - Parameters:
    ///   - endpoint: `\.signIn` or `\.signUp`.
    ///   - calls: receives each call's credentials.
    ///   - gate: holds the answer until the test opens it, if given.
    ///   - answer: the session to return, or the error to throw.
    static func authenticating(
        _ endpoint: WritableKeyPath<AuthClient, Authenticate> = \.signIn,
        recording calls: Collector<AuthCredentials> = Collector(), heldBy gate: Gate? = nil,
        answer: Result<AuthSession, AuthError> = .success(Fixture.session()),
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> AuthClient {
        var client = AuthClient.unimplemented(sourceLocation: location)
        client[keyPath: endpoint] = { credentials throws(AuthError) in
            calls.append(credentials)
            await gate?.pass()
            return try answer.get()
        }
        return client
    }
}
