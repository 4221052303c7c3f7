import Foundation
import Networking
public import Observation

/// The model of the profile step, where the user chooses the name others see.
///
/// ```swift
/// // In a SwiftUI view:
/// TextField(OnboardingText.name, text: $model.name)
/// if let error = model.error { Text(error.reason) }
/// Button(OnboardingText.save) { model.save(name: model.name) }
/// ```
///
/// While ``name`` holds unsaved input, the step guards the flow's router: going back, or a
/// deep link that would rebuild the steps, asks "Discard changes?" first.
@MainActor
@Observable
public final class ProfileStepModel {
    /// Step 3 of 4.
    public let position = OnboardingPosition(.profile)
    /// How many characters a name may have once trimmed: what the backend accepts.
    public let nameLength = BackendContract.OnboardingUpdate.nameLength
    /// Why the last ``save(name:)`` was refused (``OnboardingError/Code/invalidName``);
    /// nil once a name is accepted or the user leaves the step.
    public private(set) var error: OnboardingError?
    /// The name as typed, not saved yet. While it is not blank, the flow's router is guarded:
    /// navigation that would leave the step waits for the user to discard it or keep editing.
    public var name = "" {
        didSet { guardUnsavedName() }
    }
    @ObservationIgnored private let journey: OnboardingJourney

    init(journey: OnboardingJourney) {
        self.journey = journey
    }

    /// Why the last progress save failed: the progress is kept on this device but not
    /// online. Nil once a save succeeds.
    public var warning: OnboardingError? { journey.warning }

    /// What the step says of the name it asks for: `Choose the name others see (1 to 100
    /// characters).`
    public var nameHint: String {
        "Choose the name others see (\(nameLength.lowerBound) to \(nameLength.upperBound) "
            + "characters)."
    }

    /// Whether ``name`` holds input that leaving the step would lose: anything but spaces
    /// and line breaks, the same rule ``save(name:)`` trims by. While it does, the flow's
    /// router is guarded, and a view keeps the system's back gesture from bypassing it.
    public var hasUnsavedName: Bool { !Self.trimmed(name).isEmpty }

    /// Saves the name and moves on to the last step; a name whose trimmed length is outside
    /// ``nameLength`` sets ``error`` instead, and nothing is sent.
    /// - Parameter name: the name as typed; surrounding whitespace is trimmed.
    public func save(name: String) {
        let name = Self.trimmed(name)
        guard nameLength.contains(name.count) else {
            error = OnboardingError(
                .invalidName,
                reason:
                    "Your name must be \(nameLength.lowerBound) to \(nameLength.upperBound) characters."
            )
            return
        }
        if journey.advance(from: .profile, name: name) {
            error = nil
            self.name = ""
        }
    }

    /// Forgets the error and the typed name: the user left the step.
    func leave() {
        error = nil
        name = ""
    }

    /// A name without the spaces and line breaks around it: what is saved, and what counts as
    /// unsaved input.
    private static func trimmed(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func guardUnsavedName() {
        let router = journey.router
        if !hasUnsavedName {
            router.unguard()
        } else if !router.isGuarded {
            router.guard(with: OnboardingDialogs.discardName) { [weak self] in self?.leave() }
        }
    }
}
