/// Where a user is in onboarding, as the backend's `User.onboarding` reports it.
///
/// The contract's `permissionsGranted` is left out: it belongs to the onboarding feature,
/// and the App only needs the step and whether onboarding is finished to pick a root.
public struct AuthOnboardingStatus: Codable, Sendable, Hashable {
    /// The step reached: `welcome`, `permissions`, `profile` or `complete`.
    public var step: String
    /// Whether onboarding is finished.
    public var finished: Bool

    /// Creates a status.
    /// - Parameters:
    ///   - step: the step reached.
    ///   - finished: whether onboarding is finished.
    public init(step: String, finished: Bool) {
        self.step = step
        self.finished = finished
    }
}
