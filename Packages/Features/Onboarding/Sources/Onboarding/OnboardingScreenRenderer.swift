import FeatureShell
import Routing

/// The text screen of an onboarding step's model, which the `rootswitch` command prints:
/// the wording only. Each action calls the model's method; the model decides.
@MainActor
enum OnboardingScreenRenderer {
    /// The screen of `model`, with its actions wired to it, and sign-out on every step.
    /// - Parameters:
    ///   - model: the step's model.
    ///   - signOut: what the sign-out action does.
    static func screen(
        of model: OnboardingScreenModel, signOut: @escaping @MainActor () -> Void
    ) -> Screen {
        let step = step(of: model)
        return Screen(
            title: step.title, content: step.content,
            actions: step.actions + [
                ScreenAction("signout", summary: "Sign out (your progress is kept)") { _ in
                    signOut()
                }
            ])
    }

    /// The step's own part of its screen.
    private static func step(of model: OnboardingScreenModel) -> Screen {
        switch model {
        case .welcome(let model):
            Screen(
                title: "Welcome",
                content: ["Welcome to RootSwitch.", "A few steps and you are ready."]
                    + footer(model.position, warning: model.warning),
                actions: [
                    ScreenAction("next", summary: "Continue") { [weak model] _ in model?.next() }
                ])
        case .permissions(let model):
            Screen(
                title: "Permissions",
                content: ["Allow notifications about new items?"]
                    + footer(model.position, warning: model.warning),
                actions: [
                    ScreenAction("allow", summary: "Allow notifications") { [weak model] _ in
                        model?.allow()
                    },
                    ScreenAction("skip", summary: "Not now") { [weak model] _ in model?.skip() },
                ])
        case .profile(let model):
            profile(model)
        case .complete(let model):
            Screen(
                title: "All set",
                content: ["You are ready to use RootSwitch."]
                    + footer(model.position, warning: model.warning, error: model.error),
                actions: [
                    ScreenAction("finish", summary: "Start using RootSwitch") { [weak model] _ in
                        model?.finish()
                    }
                ])
        }
    }

    private static func profile(_ model: ProfileStepModel) -> Screen {
        let length = model.nameLength
        return Screen(
            title: "Your profile",
            content: [
                "Choose the name others see (\(length.lowerBound) to \(length.upperBound) characters)."
            ] + footer(model.position, warning: model.warning, error: model.error),
            actions: [
                ScreenAction(
                    "save", summary: "Save your name", parameters: [ActionParameter("name")]
                ) { [weak model] arguments in
                    model?.save(name: arguments["name"] ?? "")
                },
                ScreenAction(
                    "type", summary: "Type a name without saving it (none clears it)",
                    parameters: [ActionParameter("name", required: false)]
                ) { [weak model] arguments in
                    model?.name = arguments["name"] ?? ""
                },
            ])
    }

    /// The lines under every step: its position, then the save warning and the error.
    private static func footer(
        _ position: OnboardingPosition, warning: OnboardingError?, error: OnboardingError? = nil
    ) -> [String] {
        let warning = warning.map {
            "Warning: Your progress is kept on this device but was not saved online. \($0.reason)"
        }
        let error = error.map { "Error: \($0.reason)" }
        return ["Step \(position.number) of \(position.count)"]
            + [warning, error].compactMap { $0 }
    }
}
