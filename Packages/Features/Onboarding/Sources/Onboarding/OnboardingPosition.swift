/// Where a step is in onboarding, as a progress indicator shows it: step 2 of 4.
///
/// ```swift
/// Text(model.position.description)  // Step 2 of 4
/// ProgressView(value: Double(model.position.number), total: Double(model.position.count))
/// ```
public struct OnboardingPosition: Hashable, Sendable, CustomStringConvertible {
    /// The step's number, from 1 (welcome) to ``count`` (complete).
    public let number: Int
    /// How many steps onboarding has.
    public let count: Int

    /// The position of `step`.
    init(_ step: OnboardingStep) {
        number = (OnboardingStep.allCases.firstIndex(of: step) ?? 0) + 1
        count = OnboardingStep.allCases.count
    }

    /// `Step 2 of 4`, as every step shows it.
    public var description: String { "Step \(number) of \(count)" }
}
