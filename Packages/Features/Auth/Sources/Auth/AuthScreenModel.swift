/// The model of one auth screen, as ``AuthFlow/model(for:)`` returns it: a SwiftUI view
/// switches over it to pick the view that binds the model.
///
/// ```swift
/// switch flow.model(for: route) {
/// case .credentials(let model): CredentialsView(model: model)
/// case .resetSent(let model): ResetSentView(model: model)
/// }
/// ```
@MainActor
public enum AuthScreenModel {
    /// The intro or sign-in screen (``AuthRoute/intro``, ``AuthRoute/signIn``).
    case credentials(CredentialsModel)
    /// The password-reset confirmation (``AuthRoute/passwordResetSent``).
    case resetSent(ResetSentModel)
}
