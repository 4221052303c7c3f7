import Auth
import Foundation
import Onboarding
import PrivateStorage
import Routing

/// Signing in and out, onboarding, and checking the session with the backend.
extension RootSwitchApp {
    func startAuth(_ start: AuthStart, notice: String?) {
        authFlow?.stop()
        let flow = container.auth.makeCoordinator(start: start, notice: notice) {
            [weak self] session in self?.didSignIn(session)
        }
        flow.start()
        authFlow = flow
    }

    func startOnboarding(at step: OnboardingStep) {
        guard let signedIn else { return }
        onboardingFlow?.stop()
        let flow = signedIn.onboarding.makeCoordinator(
            resumeAt: step,
            onStepChanged: { [weak self] step in self?.onboardingMoved(to: step) },
            onFinished: { [weak self] in self?.onboardingFinished() },
            onSessionExpired: { [weak self] in self?.sessionExpired() })
        flow.start()
        onboardingFlow = flow
    }

    private func didSignIn(_ session: AuthSession) {
        authFlow?.stop()
        authFlow = nil
        let signedIn = SignedInSession(session: session, container: container)
        self.signedIn = signedIn
        saveSession()
        if session.user.onboarding.finished {
            attachMainToScenes()
            send(.signedIn(session.user))
        } else {
            startOnboarding(at: signedIn.onboardingStep)
            send(.startOnboarding(signedIn.onboardingStep))
        }
    }

    private func onboardingMoved(to step: OnboardingStep) {
        signedIn?.updateUser { $0.onboarding.step = step.rawValue }
        saveSession()
        send(.onboardingAdvanced(step))
    }

    /// Onboarding is done: the user is fetched again first, so Main starts with the profile
    /// just set up (the name); if that fails, with the user as saved.
    private func onboardingFinished() {
        guard let session = signedIn?.session else { return }
        let auth = container.auth
        container.work.start("load-profile") { [weak self] in
            let fetched = await Self.currentUser(session, auth: auth)
            self?.enterMain(fetched, after: session)
        }
    }

    private func enterMain(_ fetched: Result<AuthUser, AuthError>, after session: AuthSession) {
        guard let signedIn, signedIn.session.token == session.token, case .onboarding = state
        else { return }
        var user = (try? fetched.get()) ?? signedIn.user
        user.onboarding = AuthOnboardingStatus(
            step: OnboardingStep.complete.rawValue, finished: true)
        signedIn.updateUser { $0 = user }
        saveSession()
        onboardingFlow?.stop()
        onboardingFlow = nil
        attachMainToScenes()
        send(.onboardingFinished(user))
    }

    /// Signs out everywhere: ends the session with the backend (in the background; a failure
    /// changes nothing here), forgets it, resets every scene's navigation and shows sign-in.
    func signOut() {
        guard let session = signedIn?.session else { return }
        let auth = container.auth
        container.work.start("sign-out", priority: .background) {
            await auth.signOut(session: session)
        }
        for scene in scenes.values {
            scene.detachMain()
            do {
                try container.sceneStorage.remove(scene.id)
            } catch {
                emit(.notice("\(scene.id): \(error.reason)"))
            }
        }
        endSession()
        startAuth(.signIn, notice: nil)
        send(.signedOut)
    }

    /// The backend refused the session: back to sign-in with a notice. Each scene's
    /// navigation is saved first, so signing in again as the same user brings it back.
    func sessionExpired() {
        guard signedIn != nil else { return }
        for id in openScenes { saveNavigation(of: id) }
        for scene in scenes.values { scene.detachMain() }
        endSession()
        startAuth(.signIn, notice: "Your session has expired. Sign in again.")
        send(.sessionExpired)
    }

    private func endSession() {
        onboardingFlow?.stop()
        onboardingFlow = nil
        signedIn = nil
        warning = nil
        saveSession()
    }

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

    private static func currentUser(_ session: AuthSession, auth: AuthFeature) async
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

    func saveSession() {
        do {
            try container.files.save(SessionFile(session: signedIn?.session))
        } catch {
            emit(.notice("The session could not be saved: \(error.reason)"))
        }
    }
}
