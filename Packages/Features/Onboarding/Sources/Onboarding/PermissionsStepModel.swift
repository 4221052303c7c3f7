public import Observation

/// The model of the permissions step: allow notifications about new items, or not now.
///
/// ```swift
/// // In a SwiftUI view:
/// Button("Allow notifications") { model.allow() }
/// Button("Not now") { model.skip() }
/// ```
@MainActor
@Observable
public final class PermissionsStepModel {
    /// Step 2 of 4.
    public let position = OnboardingPosition(.permissions)
    @ObservationIgnored private let journey: OnboardingJourney

    init(journey: OnboardingJourney) {
        self.journey = journey
    }

    /// Why the last progress save failed: the progress is kept on this device but not
    /// online. Nil once a save succeeds.
    public var warning: OnboardingError? { journey.warning }

    /// Allows notifications and moves on to the profile step (the answer is saved with it).
    /// Does nothing once this step is no longer on top.
    public func allow() {
        journey.advance(from: .permissions, permissionsGranted: true)
    }

    /// Declines notifications for now and moves on to the profile step (the answer is saved
    /// with it). Does nothing once this step is no longer on top.
    public func skip() {
        journey.advance(from: .permissions, permissionsGranted: false)
    }
}
