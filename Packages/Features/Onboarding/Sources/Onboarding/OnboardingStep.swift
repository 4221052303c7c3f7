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

    /// The step's title on screen.
    public var title: String {
        switch self {
        case .welcome: "Welcome"
        case .permissions: "Permissions"
        case .profile: "Your profile"
        case .complete: "All set"
        }
    }

    /// The steps from `welcome` up to and including this one, as a resumed stack shows them.
    var walked: [OnboardingStep] {
        Array(Self.allCases.prefix { $0 != self }) + [self]
    }
}
