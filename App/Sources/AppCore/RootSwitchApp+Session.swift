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

    func saveSession() {
        do {
            try container.files.save(SessionFile(session: signedIn?.session))
        } catch {
            emit(.notice("The session could not be saved: \(error.reason)"))
        }
    }
}
