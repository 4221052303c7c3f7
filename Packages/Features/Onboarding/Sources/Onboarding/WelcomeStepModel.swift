public import Observation

/// The model of the welcome step, the first of onboarding.
///
/// ```swift
/// // In a SwiftUI view:
/// Button(OnboardingText.next) { model.next() }
/// ```
@MainActor
@Observable
public final class WelcomeStepModel {
    /// Step 1 of 4.
    public let position = OnboardingPosition(.welcome)
    @ObservationIgnored private let journey: OnboardingJourney

    init(journey: OnboardingJourney) {
        self.journey = journey
    }

    /// Why the last progress save failed: the progress is kept on this device but not
    /// online. Nil once a save succeeds.
    public var warning: OnboardingError? { journey.warning }

    /// Moves on to the permissions step. Does nothing once welcome is no longer on top.
    public func next() {
        journey.advance(from: .welcome)
    }
}
