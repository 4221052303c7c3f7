public import Observation

/// The model of the last step, where the user finishes onboarding.
///
/// Finishing must reach the backend: a failure stays here as ``error`` and the user can try
/// again; success goes up to the App, which shows the signed-in app.
///
/// ```swift
/// // In a SwiftUI view:
/// Button(OnboardingText.finish) { model.finish() }.disabled(model.isFinishing)
/// ```
@MainActor
@Observable
public final class CompleteStepModel {
    /// Step 4 of 4.
    public let position = OnboardingPosition(.complete)
    /// Why the last ``finish()`` failed; nil while it runs, after success or once the user
    /// leaves the step.
    public private(set) var error: OnboardingError?
    /// Whether ``finish()`` is waiting for the backend.
    public private(set) var isFinishing = false
    @ObservationIgnored private let journey: OnboardingJourney

    init(journey: OnboardingJourney) {
        self.journey = journey
    }

    /// Why the last progress save failed: the progress is kept on this device but not
    /// online. Nil once a save succeeds.
    public var warning: OnboardingError? { journey.warning }

    /// Records onboarding as finished on the backend. Does nothing while it runs already,
    /// or once this step is no longer on top.
    public func finish() {
        guard journey.step == .complete, !isFinishing else { return }
        error = nil
        isFinishing = true
        journey.finish { [weak self] failure in
            self?.isFinishing = false
            self?.error = failure
        }
    }

    /// Forgets the error: the user left the step.
    func leave() { error = nil }
}
