import Networking

/// The signed-in user, as the contract's `User` object describes them.
///
/// Codes to and from the contract's JSON keys (`id`, `email`, `name`, `onboarding`), so the
/// App can persist it next to the session.
public struct AuthUser: Codable, Sendable, Hashable {
    /// The backend's identifier, such as `u_3f2a...`.
    public var id: String
    /// The email address as given at sign-up.
    public var email: String
    /// The display name, `nil` until set during onboarding.
    public var name: String?
    /// Where the user is in onboarding.
    public var onboarding: AuthOnboardingStatus

    /// Creates a user.
    /// - Parameters:
    ///   - id: the backend's identifier.
    ///   - email: the email address.
    ///   - name: the display name, if set.
    ///   - onboarding: where the user is in onboarding.
    public init(id: String, email: String, name: String? = nil, onboarding: AuthOnboardingStatus) {
        self.id = id
        self.email = email
        self.name = name
        self.onboarding = onboarding
    }

    /// The contract's user, as Auth keeps it.
    init(_ user: BackendContract.User) {
        self.init(
            id: user.id, email: user.email, name: user.name,
            onboarding: AuthOnboardingStatus(
                step: user.onboarding.step, finished: user.onboarding.finished))
    }
}
