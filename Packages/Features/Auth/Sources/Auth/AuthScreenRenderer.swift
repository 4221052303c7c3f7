import FeatureShell
import Routing

/// The text screen of an auth model, which the `rootswitch` command prints: the wording
/// only. Each action parses its arguments and calls the model's method; the model decides.
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
        let (title, text) =
            switch model.kind {
            case .intro:
                ("Welcome to RootSwitch", "Create an account, or sign in if you already have one.")
            case .signIn: ("Sign in", "Welcome back. Sign in with your email.")
            }
        let status =
            model.request.map(activity) ?? model.error.map { "Error: \($0.reason)" }
            ?? model.notice
        let email = ActionParameter("email")
        let password = ActionParameter("password", .secret)
        return Screen(
            title: title,
            content: [text] + [status].compactMap { $0 },
            actions: [
                ScreenAction(
                    "signup", summary: "Create an account", parameters: [email, password]
                ) { [weak model] arguments in
                    try idle(model)?.signUp(
                        email: arguments["email"] ?? "", password: arguments["password"] ?? "")
                },
                ScreenAction(
                    "signin", summary: "Sign in to your account", parameters: [email, password]
                ) { [weak model] arguments in
                    try idle(model)?.signIn(
                        email: arguments["email"] ?? "", password: arguments["password"] ?? "")
                },
                ScreenAction(
                    "forgot", summary: "Email me a password reset link", parameters: [email]
                ) { [weak model] arguments in
                    try idle(model)?.requestPasswordReset(email: arguments["email"] ?? "")
                },
            ])
    }

    private static func resetSent(_ model: ResetSentModel) -> Screen {
        Screen(
            title: "Check your inbox",
            content: ["If an account exists for that email, a reset link is on its way."],
            actions: [
                ScreenAction("back", summary: "Back to sign-in") { [weak model] _ in
                    model?.backToSignIn()
                }
            ])
    }

    /// What a running request shows, such as `Signing in…`.
    private static func activity(_ request: CredentialsModel.Request) -> String {
        switch request {
        case .signUp, .signIn: "Signing in…"
        case .passwordReset: "Sending a reset link…"
        }
    }

    /// The model, or a `RoutingError.Code.busy` naming what runs: the model would ignore
    /// the action, and a command that does nothing must say why.
    private static func idle(_ model: CredentialsModel?) throws(RoutingError) -> CredentialsModel? {
        guard let request = model?.request else { return model }
        throw RoutingError(.busy, reason: "Wait: \(activity(request))")
    }
}
