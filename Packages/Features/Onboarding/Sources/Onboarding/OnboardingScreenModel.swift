/// The model of one onboarding step, as ``OnboardingFlow/model(for:)`` returns it: a
/// SwiftUI view switches over it to pick the view that binds the model.
///
/// ```swift
/// switch flow.model(for: route) {
/// case .welcome(let model): WelcomeView(model: model)
/// case .permissions(let model): PermissionsView(model: model)
/// case .profile(let model): ProfileView(model: model)
/// case .complete(let model): CompleteView(model: model)
/// }
/// ```
@MainActor
public enum OnboardingScreenModel {
    /// The welcome step (``OnboardingRoute/welcome``).
    case welcome(WelcomeStepModel)
    /// The permissions step (``OnboardingRoute/permissions``).
    case permissions(PermissionsStepModel)
    /// The profile step (``OnboardingRoute/profile``).
    case profile(ProfileStepModel)
    /// The last step (``OnboardingRoute/complete``).
    case complete(CompleteStepModel)
}
