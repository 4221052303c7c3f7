public import Routing

/// A screen of onboarding: one per ``OnboardingStep``.
///
/// ```swift
/// OnboardingRoute.profile.description  // "/onboarding/profile"
/// OnboardingRoute(.complete).step      // .complete
/// ```
public enum OnboardingRoute: Route, CustomStringConvertible {
    /// The welcome screen.
    case welcome
    /// The permissions screen.
    case permissions
    /// The profile screen.
    case profile
    /// The last screen.
    case complete

    /// The route that shows `step`.
    /// - Parameter step: the step to show.
    public init(_ step: OnboardingStep) {
        switch step {
        case .welcome: self = .welcome
        case .permissions: self = .permissions
        case .profile: self = .profile
        case .complete: self = .complete
        }
    }

    /// The step this route shows.
    public var step: OnboardingStep {
        switch self {
        case .welcome: .welcome
        case .permissions: .permissions
        case .profile: .profile
        case .complete: .complete
        }
    }

    /// The route's URL path, such as `/onboarding/welcome`.
    public var description: String { "/onboarding/\(step.rawValue)" }
}
