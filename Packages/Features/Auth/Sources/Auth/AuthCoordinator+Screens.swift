import Routing

extension AuthCoordinator {
    /// The screen on top: the root screen with its message, or the reset confirmation.
    var screen: Screen {
        switch router.stack.last ?? .intro {
        case .intro:
            rootScreen(
                title: "Welcome to RootSwitch",
                text: "Create an account, or sign in if you already have one.")
        case .signIn:
            rootScreen(title: "Sign in", text: "Welcome back. Sign in with your email.")
        case .passwordResetSent:
            Screen(
                title: "Check your inbox",
                content: ["If an account exists for that email, a reset link is on its way."],
                actions: [
                    ScreenAction("back", summary: "Back to sign-in") { [weak self] _ in
                        _ = self?.back()
                    }
                ])
        }
    }

    private func rootScreen(title: String, text: String) -> Screen {
        let email = ActionParameter("email")
        let password = ActionParameter("password", .secret)
        return Screen(
            title: title,
            content: [text] + [activity ?? message].compactMap { $0 },
            actions: [
                ScreenAction(
                    "signup", summary: "Create an account", parameters: [email, password]
                ) { [weak self] arguments in try self?.signUp(arguments) },
                ScreenAction(
                    "signin", summary: "Sign in to your account", parameters: [email, password]
                ) { [weak self] arguments in try self?.signIn(arguments) },
                ScreenAction(
                    "forgot", summary: "Email me a password reset link", parameters: [email]
                ) { [weak self] arguments in try self?.forgot(arguments) },
            ])
    }
}
