public import Networking

extension OnboardingClient {
    /// The client that speaks the contract's onboarding endpoint over `http` for the session
    /// of `token`, converting every `BackendFailure` into an ``OnboardingError``.
    ///
    /// The token stays inside the client's closure: printing or dumping the client, or the
    /// dependencies holding it, never shows it.
    ///
    /// ```swift
    /// let client = OnboardingClient.live(http, token: session.token)
    /// ```
    /// - Parameters:
    ///   - http: the backend's HTTP client.
    ///   - token: the signed-in session's bearer token.
    /// - Returns: the live client.
    public static func live(_ http: any HTTPClient, token: String) -> OnboardingClient {
        OnboardingClient { progress throws(OnboardingError) in
            do throws(BackendFailure) {
                let body = BackendContract.OnboardingUpdate(
                    step: progress.step.rawValue, finished: progress.finished, name: progress.name,
                    permissionsGranted: progress.permissionsGranted)
                let request = try HTTPRequest.contract(.updateOnboarding, token: token, body: body)
                // The answer is checked to be the contract's, though its user is not needed.
                _ = try await http.call(request, decoding: BackendContract.CurrentUser.self)
            } catch {
                throw OnboardingError(error)
            }
        }
    }
}
