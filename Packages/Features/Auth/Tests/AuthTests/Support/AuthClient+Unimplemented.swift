import Auth
import NetworkingTesting
import TestSupport
import Testing

extension AuthClient {
    /// A client whose every call records a test failure naming the endpoint, at the line
    /// that created it, and throws `unexpected`. A test replaces the closures it uses.
    static func unimplemented(
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> AuthClient {
        let failure = AuthError(.unexpected, reason: "Not stubbed in this test.")
        return AuthClient(
            signUp: TestSupport.unimplemented(
                "AuthClient.signUp", throwing: failure, sourceLocation: location),
            signIn: TestSupport.unimplemented(
                "AuthClient.signIn", throwing: failure, sourceLocation: location),
            requestPasswordReset: TestSupport.unimplemented(
                "AuthClient.requestPasswordReset", throwing: failure, sourceLocation: location),
            currentUser: TestSupport.unimplemented(
                "AuthClient.currentUser", throwing: failure, sourceLocation: location),
            signOut: TestSupport.unimplemented(
                "AuthClient.signOut", throwing: failure, sourceLocation: location))
    }
}
