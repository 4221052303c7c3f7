public import Routing

/// The auth feature's one public entry: its deep links, the factory for its signed-out flow,
/// and the auth calls the App makes itself.
///
/// ```swift
/// let auth = AuthFeature(AuthDependencies(client: .live(http), analytics: analytics, work: work))
/// let flow = auth.makeCoordinator(start: .signIn, notice: expiredNotice) { session in
///     store.save(session)
///     machine.send(.signedIn(session.user))
/// }
/// flow.start()
/// // A view binds flow.model(for: route); the `rootswitch` command prints flow.screen.
/// ```
@MainActor
public final class AuthFeature: FeatureAPI {
    /// The auth flow's routes.
    public typealias FeatureRoute = AuthRoute

    private let dependencies: AuthDependencies

    /// Creates the feature.
    /// - Parameter dependencies: the backend calls, analytics and work tracker.
    public init(_ dependencies: AuthDependencies) {
        self.dependencies = dependencies
    }

    /// `signin` → ``AuthRoute/signIn``: it replaces the stack's root (`LinkLanding.root`).
    /// The template is the route's raw value, its one path.
    public static var deepLinks: [DeepLinkPattern<AuthRoute>] {
        [
            DeepLinkPattern(
                AuthRoute.signIn.rawValue,
                landing: .root,
                route: { _ in .signIn },
                parameters: { route in route == .signIn ? [:] : nil }
            )
        ]
    }

    /// Builds the signed-out flow for one scene.
    ///
    /// A view binds each screen's model (``AuthFlow/model(for:)``): the intro and sign-in
    /// screens share a ``CredentialsModel`` (sign up, sign in, ask for a reset link), the
    /// reset confirmation has a ``ResetSentModel``. As text, the root screens offer
    /// `signup email= password=`, `signin email= password=` and `forgot email=`.
    /// - Parameters:
    ///   - start: the first screen: ``AuthStart/intro`` on a fresh device,
    ///     ``AuthStart/signIn`` for a returning, signed-out user.
    ///   - notice: a line shown on the first screen until the user acts, such as
    ///     "Your session has expired. Sign in again."
    ///   - onSignedIn: called once per successful sign-up or sign-in, with the session.
    /// - Returns: the flow; the caller starts and stops it.
    public func makeCoordinator(
        start: AuthStart,
        notice: String? = nil,
        onSignedIn: @escaping @MainActor (AuthSession) -> Void
    ) -> any AuthFlow {
        AuthCoordinator(
            start: start, notice: notice, dependencies: dependencies, onSignedIn: onSignedIn)
    }

    /// Fetches the session's user (`BackendEndpoint.me`), to verify a cached session after launch.
    /// - Parameter session: the session to check.
    /// - Returns: the user as the backend knows them now (onboarding may have moved on).
    /// - Throws: ``AuthError`` with ``AuthError/Code/sessionExpired`` when the token is no
    ///   longer valid, `.offline`, `.maintenance` or `.unexpected`.
    public func currentUser(session: AuthSession) async throws(AuthError) -> AuthUser {
        try await dependencies.client.currentUser(session.token)
    }

    /// Ends the session on the backend (`BackendEndpoint.signOut`).
    ///
    /// Never fails: signing out locally must always work, so the App forgets the session
    /// whatever the backend answers (offline, expired, maintenance).
    /// - Parameter session: the session to end.
    public func signOut(session: AuthSession) async {
        try? await dependencies.client.signOut(session.token)
    }
}
