import Analytics
import Observation
import Routing

/// Drives the signed-out screens of one scene: intro or sign-in at the root, with the
/// password-reset confirmation pushed above it.
///
/// Actions validate their input, then start one request at a time on ``BackgroundWork``.
/// A failure stays on the screen as an `Error: ...` line; a session goes up through
/// `onSignedIn`. After ``stop()``, answers still in flight are dropped.
@MainActor
@Observable
final class AuthCoordinator: FeatureCoordinator {
    let router: Router<AuthRoute>
    /// The line under the root screen's text: the notice, then the last error.
    private(set) var message: String?
    /// What is running (`Signing in…`), while a request runs.
    private(set) var activity: String?

    private let client: AuthClient
    private let analytics: any AnalyticsClient
    private let work: BackgroundWork
    private let onSignedIn: @MainActor (AuthSession) -> Void
    @ObservationIgnored private var isStopped = false

    init(
        start: AuthStart, notice: String?, client: AuthClient, analytics: any AnalyticsClient,
        work: BackgroundWork, onSignedIn: @escaping @MainActor (AuthSession) -> Void
    ) {
        router = Router(root: start.route)
        message = notice
        self.client = client
        self.analytics = analytics
        self.work = work
        self.onSignedIn = onSignedIn
    }

    var location: ScreenLocation<AuthRoute> { ScreenLocation(stack: router.stack) }

    /// The first route shows from creation; starting (again) lets answers through.
    func start() { isStopped = false }

    func stop() { isStopped = true }

    func back() -> Bool {
        guard router.stack.count > 1 else { return false }
        router.back()
        return true
    }

    /// Auth has no sheets or tabs: `.push` and `.present` push the route unless it is
    /// already on top; `.rebuildStack` makes a root route the root, and puts the reset
    /// confirmation above the current root so `back` still leads somewhere.
    func show(_ route: AuthRoute, policy: DeepLinkPolicy) {
        switch policy {
        case .rebuildStack where route == .passwordResetSent:
            router.replaceRoot(router.stack[0])
            router.push(route)
        case .rebuildStack:
            router.replaceRoot(route)
        case .push, .present:
            if router.stack.last != route { router.push(route) }
        }
    }

    func signUp(_ arguments: ActionArguments) throws(RoutingError) {
        try ensureIdle()
        let email = AuthInput.email(arguments["email"])
        let password = arguments["password"] ?? ""
        if let problem = AuthInput.emailProblem(email) ?? AuthInput.newPasswordProblem(password) {
            failSignIn(problem)
        } else {
            authenticate(
                "sign-up", client.signUp, AuthCredentials(email: email, password: password))
        }
    }

    func signIn(_ arguments: ActionArguments) throws(RoutingError) {
        try ensureIdle()
        let email = AuthInput.email(arguments["email"])
        let password = arguments["password"] ?? ""
        if let problem = AuthInput.emailProblem(email) {
            failSignIn(problem)
        } else {
            authenticate(
                "sign-in", client.signIn, AuthCredentials(email: email, password: password))
        }
    }

    func forgot(_ arguments: ActionArguments) throws(RoutingError) {
        try ensureIdle()
        let email = AuthInput.email(arguments["email"])
        if let problem = AuthInput.emailProblem(email) {
            message = "Error: \(problem.reason)"
            return
        }
        begin("Sending a reset link…")
        let requestPasswordReset = client.requestPasswordReset
        work.start("password-reset") { [weak self] in
            let result: AuthError?
            do throws(AuthError) {
                try await requestPasswordReset(email)
                result = nil
            } catch {
                result = error
            }
            self?.finishReset(result)
        }
    }

    /// Sends the credentials to `endpoint` (sign-up or sign-in) as one piece of work.
    private func authenticate(
        _ label: String,
        _ endpoint: @escaping @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession,
        _ credentials: AuthCredentials
    ) {
        begin("Signing in…")
        work.start(label) { [weak self] in
            let result: Result<AuthSession, AuthError>
            do throws(AuthError) {
                result = .success(try await endpoint(credentials))
            } catch {
                result = .failure(error)
            }
            self?.finishAuthentication(result)
        }
    }

    private func ensureIdle() throws(RoutingError) {
        guard let activity else { return }
        throw RoutingError(.busy, reason: "Wait: \(activity)")
    }

    private func begin(_ activity: String) {
        message = nil
        self.activity = activity
    }

    private func finishAuthentication(_ result: Result<AuthSession, AuthError>) {
        activity = nil
        guard !isStopped else { return }
        switch result {
        case .success(let session):
            analytics.track(.signIn(result: "succeeded"))
            onSignedIn(session)
        case .failure(let error):
            failSignIn(error)
        }
    }

    private func finishReset(_ error: AuthError?) {
        activity = nil
        guard !isStopped else { return }
        if let error {
            message = "Error: \(error.reason)"
        } else {
            router.push(.passwordResetSent)
        }
    }

    private func failSignIn(_ error: AuthError) {
        message = "Error: \(error.reason)"
        analytics.track(.signIn(result: error.code.rawValue))
    }
}
