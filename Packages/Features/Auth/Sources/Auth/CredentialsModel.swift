import Analytics
public import Observation
import Routing

/// The model of the intro and sign-in screens, which share it: the flow's root screen, with
/// the notice it opened with, the last error and the request under way.
///
/// Each action checks its input first, so an obvious mistake (an email without `@`, a new
/// password under 8 characters) sets ``error`` without a request. Then it sends one request
/// at a time: while ``request`` is set, every action is refused and changes nothing. A
/// successful sign-up or sign-in goes up to the App; a failure stays here as ``error``.
///
/// ```swift
/// // In a SwiftUI view:
/// if let error = model.error { Text(error.reason) }
/// Button(AuthText.signIn) { model.signIn(email: email, password: password) }
///     .disabled(model.request != nil)
/// ```
@MainActor
@Observable
public final class CredentialsModel {
    /// Which screen shows the model: the flow's root route.
    public enum Kind: Hashable, Sendable {
        /// The first screen of a fresh device, where a new user signs up.
        case intro
        /// The screen of a returning, signed-out user.
        case signIn
    }

    /// A request the model has sent and is waiting for.
    public enum Request: Hashable, Sendable {
        /// Creating an account (`signUp(email:password:)`).
        case signUp
        /// Signing in (`signIn(email:password:)`).
        case signIn
        /// Asking for a reset link (`requestPasswordReset(email:)`).
        case passwordReset
    }

    /// A sentence from the App, such as "Your session has expired. Sign in again.", kept until
    /// the user acts.
    public private(set) var notice: String?
    /// Why the last action failed, until the user acts again.
    public private(set) var error: AuthError?
    /// The request under way, if any; nil when the model accepts an action.
    public private(set) var request: Request?
    /// Set while the flow is stopped: answers that arrive then are dropped.
    @ObservationIgnored var isStopped = false

    @ObservationIgnored private let router: Router<AuthRoute>
    @ObservationIgnored private let dependencies: AuthDependencies
    @ObservationIgnored private let onSignedIn: @MainActor (AuthSession) -> Void

    init(
        notice: String?, router: Router<AuthRoute>, dependencies: AuthDependencies,
        onSignedIn: @escaping @MainActor (AuthSession) -> Void
    ) {
        self.notice = notice
        self.router = router
        self.dependencies = dependencies
        self.onSignedIn = onSignedIn
    }

    /// Which screen shows the model, following the flow's root (a `signin` link turns the
    /// intro into the sign-in screen).
    public var kind: Kind { router.stack.first == .signIn ? .signIn : .intro }

    /// The screen's title: a welcome on the intro, "Sign in" for a returning user.
    public var title: String {
        switch kind {
        case .intro: "Welcome to RootSwitch"
        case .signIn: AuthText.signIn
        }
    }

    /// What the screen says under its title.
    public var message: String {
        switch kind {
        case .intro: "Create an account, or sign in if you already have one."
        case .signIn: "Welcome back. Sign in with your email."
        }
    }

    /// What the request under way is doing, such as "Signing in…"; nil when none runs.
    public var activity: String? {
        switch request {
        case .signUp, .signIn: "Signing in…"
        case .passwordReset: "Sending a reset link…"
        case nil: nil
        }
    }

    /// Creates an account and signs it in; the session goes up to the App.
    ///
    /// Refused while a request runs. An email without `@` sets ``AuthError/Code/invalidEmail``
    /// and a password under 8 characters ``AuthError/Code/weakPassword``, without a request.
    /// - Parameters:
    ///   - email: the email address; surrounding whitespace is trimmed.
    ///   - password: the new password, at least 8 characters.
    public func signUp(email: String, password: String) {
        guard request == nil else { return }
        let email = AuthInput.email(email)
        if let problem = AuthInput.emailProblem(email) ?? AuthInput.newPasswordProblem(password) {
            failSignIn(problem)
        } else {
            let credentials = AuthCredentials(email: email, password: password)
            authenticate(.signUp, dependencies.client.signUp, credentials)
        }
    }

    /// Signs in; the session goes up to the App.
    ///
    /// Refused while a request runs. An email without `@` sets ``AuthError/Code/invalidEmail``
    /// without a request; wrong credentials set ``AuthError/Code/wrongCredentials``.
    /// - Parameters:
    ///   - email: the email address; surrounding whitespace is trimmed.
    ///   - password: the password, sent as typed.
    public func signIn(email: String, password: String) {
        guard request == nil else { return }
        let email = AuthInput.email(email)
        if let problem = AuthInput.emailProblem(email) {
            failSignIn(problem)
        } else {
            let credentials = AuthCredentials(email: email, password: password)
            authenticate(.signIn, dependencies.client.signIn, credentials)
        }
    }

    /// Asks for a password reset link, then shows the confirmation
    /// (``AuthRoute/passwordResetSent``) above this screen.
    ///
    /// Refused while a request runs. An email without `@` sets ``AuthError/Code/invalidEmail``
    /// without a request.
    /// - Parameter email: the account's email address; surrounding whitespace is trimmed.
    public func requestPasswordReset(email: String) {
        guard request == nil else { return }
        let email = AuthInput.email(email)
        if let problem = AuthInput.emailProblem(email) { return fail(problem) }
        begin(.passwordReset)
        let requestPasswordReset = dependencies.client.requestPasswordReset
        dependencies.work.start("password-reset") { [weak self] in
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
        _ request: Request,
        _ endpoint: @escaping @Sendable (AuthCredentials) async throws(AuthError) -> AuthSession,
        _ credentials: AuthCredentials
    ) {
        begin(request)
        dependencies.work.start(request == .signUp ? "sign-up" : "sign-in") { [weak self] in
            let result: Result<AuthSession, AuthError>
            do throws(AuthError) {
                result = .success(try await endpoint(credentials))
            } catch {
                result = .failure(error)
            }
            self?.finishAuthentication(result)
        }
    }

    private func begin(_ request: Request) {
        notice = nil
        error = nil
        self.request = request
    }

    private func finishAuthentication(_ result: Result<AuthSession, AuthError>) {
        request = nil
        guard !isStopped else { return }
        switch result {
        case .success(let session):
            dependencies.analytics.track(.signIn(result: "succeeded"))
            onSignedIn(session)
        case .failure(let error):
            failSignIn(error)
        }
    }

    private func finishReset(_ error: AuthError?) {
        request = nil
        guard !isStopped else { return }
        if let error {
            fail(error)
        } else {
            router.push(.passwordResetSent)
        }
    }

    private func failSignIn(_ error: AuthError) {
        fail(error)
        dependencies.analytics.track(.signIn(result: error.code.rawValue))
    }

    /// The error replaces the notice: the user has acted.
    private func fail(_ error: AuthError) {
        notice = nil
        self.error = error
    }
}
