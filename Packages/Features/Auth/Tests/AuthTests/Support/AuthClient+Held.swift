import Auth
import Testing

extension AuthClient {
    /// An unimplemented client whose sign-in records the credentials it is sent, then waits
    /// for `gate` before answering, so a test can act while the request runs.
    /// - Parameters:
    ///   - gate: holds the answer until the test opens it.
    ///   - calls: receives each sign-in's credentials.
    ///   - answer: the session to return, or the error to throw.
    static func signInHeld(
        by gate: Gate, recording calls: Recorder<AuthCredentials> = Recorder(),
        answer: Result<AuthSession, AuthError> = .success(Fixture.session()),
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> AuthClient {
        var client = AuthClient.unimplemented(sourceLocation: location)
        client.signIn = { credentials throws(AuthError) in
            calls.append(credentials)
            await gate.wait()
            return try answer.get()
        }
        return client
    }
}
