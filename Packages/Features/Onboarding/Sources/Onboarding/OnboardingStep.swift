/// A step of onboarding, in the order the user walks them.
///
/// The raw value is the step's name in the backend contract (`"profile"`), in analytics and
/// in the App's `onboarding(step)` state.
public enum OnboardingStep: String, CaseIterable, Codable, Sendable {
    /// The greeting.
    case welcome
    /// Allowing or skipping notifications.
    case permissions
    /// Choosing a display name.
    case profile
    /// The last screen, where the user finishes onboarding.
    case complete

    /// The steps from `welcome` up to and including this one, as a resumed stack shows them.
    var walked: [OnboardingStep] {
        Array(Self.allCases.prefix { $0 != self }) + [self]
    }
}
