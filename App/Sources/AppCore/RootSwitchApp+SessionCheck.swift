import Auth
import Foundation
import Routing

/// Checking the session with the backend: when the app becomes active, and on retry.
extension RootSwitchApp {
    /// Asks the backend whether the session still holds, in the background (the app became
    /// active). Expired: sign-in. Maintenance: the error screen. Offline: stay, with a warning.
    func verifySession() {
        guard let session = signedIn?.session else { return }
        switch state {
        case .authenticated, .onboarding: check(session)
        case .loading, .unauthenticated, .error: break
        }
    }

    private func check(_ session: AuthSession) {
        let auth = container.auth
        container.work.start("verify-session", priority: .background) { [weak self] in
            let result = await Self.currentUser(session, auth: auth)
            self?.apply(result, checking: session)
        }
    }

    static func currentUser(_ session: AuthSession, auth: AuthFeature) async
        -> Result<AuthUser, AuthError>
    {
        do {
            return .success(try await auth.currentUser(session: session))
        } catch {
            return .failure(error)
        }
    }

    /// Leaves the error screen: shows loading (at least the configured time, so it does not
    /// flicker) while the session is checked again.
    func retry() {
        guard let session = signedIn?.session else { return }
        send(.retry)
        let auth = container.auth
        let minimum = container.configuration.minimumLoadingTime
        container.work.start("retry") { [weak self] in
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: minimum)
            let result = await Self.currentUser(session, auth: auth)
            try? await clock.sleep(until: deadline)
            self?.apply(result, checking: session)
        }
    }

    private func apply(_ result: Result<AuthUser, AuthError>, checking session: AuthSession) {
        // An answer about a session that is no longer the current one changes nothing.
        guard let signedIn, signedIn.session.token == session.token else { return }
        switch result {
        case .success(let user): verified(user, in: signedIn)
        case .failure(let error) where error.code == .sessionExpired: sessionExpired()
        case .failure(let error) where error.code == .maintenance: send(.failed(.maintenance))
        case .failure(let error):
            if case .loading = state {
                send(.failed(.networkUnavailable))
            } else {
                warning = "Offline: showing what was saved. (\(error.reason))"
                emit(.notice("warning: \(warning ?? "")"))
            }
        }
    }

    private func verified(_ user: AuthUser, in signedIn: SignedInSession) {
        var user = user
        // Mid-onboarding, the step on screen is the device's (a step taken back is saved
        // here only); the backend decides only whether onboarding is finished.
        if !user.onboarding.finished { user.onboarding = signedIn.user.onboarding }
        if signedIn.user != user {
            signedIn.updateUser { $0 = user }
            saveSession()
        }
        warning = nil
        switch state {
        case .authenticated(let shown):
            if shown != user { send(.verified(user)) }
        case .onboarding where user.onboarding.finished:
            onboardingFlow?.stop()
            onboardingFlow = nil
            attachMainToScenes()
            send(.verified(user))
        case .loading where user.onboarding.finished:
            attachMainToScenes()
            send(.verified(user))
        case .loading:
            if onboardingFlow == nil { startOnboarding(at: signedIn.onboardingStep) }
            send(.resumeOnboarding(signedIn.onboardingStep))
        default:
            break
        }
    }
}
