/// Where the user is in onboarding, as saved to the backend (sent as the contract's
/// `BackendContract.OnboardingUpdate`).
///
/// A `nil` field is left out of what is sent, which the contract reads as "keep the stored
/// value".
///
/// ```swift
/// try await client.save(OnboardingProgress(step: .complete, finished: true))
/// ```
public struct OnboardingProgress: Hashable, Sendable {
    /// The step reached.
    public var step: OnboardingStep
    /// Whether onboarding is finished; only with ``OnboardingStep/complete``.
    public var finished: Bool
    /// The display name chosen on the profile step, if it was just chosen.
    public var name: String?
    /// Whether notifications were allowed on the permissions step, if it was just answered.
    public var permissionsGranted: Bool?

    /// Creates a progress.
    /// - Parameters:
    ///   - step: the step reached.
    ///   - finished: whether onboarding is finished.
    ///   - name: the display name just chosen, if any.
    ///   - permissionsGranted: the permissions answer just given, if any.
    public init(
        step: OnboardingStep, finished: Bool, name: String? = nil, permissionsGranted: Bool? = nil
    ) {
        self.step = step
        self.finished = finished
        self.name = name
        self.permissionsGranted = permissionsGranted
    }
}
