/// The backend call of the onboarding feature, as a closure: ``live(_:token:)`` speaks the
/// contract (`docs/backend-contract.md`), a test replaces it.
///
/// ```swift
/// var client = OnboardingClient.live(http, token: session.token)
/// client.save = { _ throws(OnboardingError) in }  // in a test
/// ```
public struct OnboardingClient: Sendable {
    /// `BackendEndpoint.updateOnboarding`: saves the progress for the signed-in user.
    public var save: @Sendable (OnboardingProgress) async throws(OnboardingError) -> Void

    /// Creates a client from its call.
    /// - Parameter save: saves a progress for the signed-in user.
    public init(
        save: @escaping @Sendable (OnboardingProgress) async throws(OnboardingError) -> Void
    ) {
        self.save = save
    }
}
