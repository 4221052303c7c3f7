/// The backend calls of the auth feature, as closures: ``live(_:)`` speaks the contract
/// (`docs/backend-contract.md`), a test replaces only the closures it uses.
///
/// Every closure throws an ``AuthError``: failures are converted where the call is made.
///
/// ```swift
/// var client = AuthClient.live(http)
/// client.signIn = { _ throws(AuthError) in session }  // in a test
/// ```
public struct AuthClient: Sendable {
    /// `BackendEndpoint.signUp`: creates the account and signs it in.
    public var signUp: @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession
    /// `BackendEndpoint.signIn`: signs in; wrong credentials throw
    /// ``AuthError/Code/wrongCredentials``.
    public var signIn: @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession
    /// `BackendEndpoint.passwordReset`, given the email: succeeds whether or not the account
    /// exists.
    public var requestPasswordReset: @Sendable (_ email: String) async throws(AuthError) -> Void
    /// `BackendEndpoint.me`, given the session's token: the user as the backend knows them now.
    public var currentUser: @Sendable (_ token: String) async throws(AuthError) -> AuthUser
    /// `BackendEndpoint.signOut`, given the session's token: ends that token on the backend.
    public var signOut: @Sendable (_ token: String) async throws(AuthError) -> Void

    /// Creates a client from its calls.
    /// - Parameters:
    ///   - signUp: creates an account and returns its session.
    ///   - signIn: returns the session for the credentials.
    ///   - requestPasswordReset: asks for a reset link for the email.
    ///   - currentUser: returns the user of the token's session.
    ///   - signOut: ends the token's session.
    public init(
        signUp: @escaping @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession,
        signIn: @escaping @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession,
        requestPasswordReset: @escaping @Sendable (String) async throws(AuthError) -> Void,
        currentUser: @escaping @Sendable (String) async throws(AuthError) -> AuthUser,
        signOut: @escaping @Sendable (String) async throws(AuthError) -> Void
    ) {
        self.signUp = signUp
        self.signIn = signIn
        self.requestPasswordReset = requestPasswordReset
        self.currentUser = currentUser
        self.signOut = signOut
    }
}
