import Auth

extension AuthScreenModel {
    /// The intro or sign-in model; nil for another screen.
    var credentials: CredentialsModel? {
        if case .credentials(let model) = self { model } else { nil }
    }

    /// The reset confirmation's model; nil for another screen.
    var resetSent: ResetSentModel? {
        if case .resetSent(let model) = self { model } else { nil }
    }
}
