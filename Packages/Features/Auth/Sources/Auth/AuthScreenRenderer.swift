import FeatureShell
import Routing

/// The text screen of an auth model, which the `rootswitch` command prints: its layout only,
/// the words read from the model and ``AuthText``. Each action parses its arguments and calls
/// the model's method; the model decides.
@MainActor
enum AuthScreenRenderer {
    /// The screen of `model`, with its actions wired to it.
    static func screen(of model: AuthScreenModel) -> Screen {
        switch model {
        case .credentials(let model): credentials(model)
        case .resetSent(let model): resetSent(model)
        }
    }

    private static func credentials(_ model: CredentialsModel) -> Screen {
        let status = model.activity ?? model.error.map { "Error: \($0.reason)" } ?? model.notice
        let email = ActionParameter("email")
        let password = ActionParameter("password", .secret)
        return Screen(
            title: model.title,
            content: [model.message] + [status].compactMap { $0 },
            actions: [
                ScreenAction("signup", summary: AuthText.signUp, parameters: [email, password]) {
                    [weak model] arguments in
                    try idle(model)?.signUp(
                        email: arguments["email"] ?? "", password: arguments["password"] ?? "")
                },
                ScreenAction("signin", summary: AuthText.signIn, parameters: [email, password]) {
                    [weak model] arguments in
                    try idle(model)?.signIn(
                        email: arguments["email"] ?? "", password: arguments["password"] ?? "")
                },
                ScreenAction("forgot", summary: AuthText.requestReset, parameters: [email]) {
                    [weak model] arguments in
                    try idle(model)?.requestPasswordReset(email: arguments["email"] ?? "")
                },
            ])
    }

    private static func resetSent(_ model: ResetSentModel) -> Screen {
        Screen(
            title: AuthText.resetSentTitle, content: [AuthText.resetSentMessage],
            actions: [
                ScreenAction("back", summary: AuthText.backToSignIn) { [weak model] _ in
                    model?.backToSignIn()
                }
            ])
    }

    /// The model, or a `RoutingError.Code.busy` naming what runs: the model would ignore
    /// the action, and a command that does nothing must say why.
    private static func idle(_ model: CredentialsModel?) throws(RoutingError) -> CredentialsModel? {
        guard let activity = model?.activity else { return model }
        throw RoutingError(.busy, reason: "Wait: \(activity)")
    }
}
