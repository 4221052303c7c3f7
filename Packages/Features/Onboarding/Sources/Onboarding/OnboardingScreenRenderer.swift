import FeatureShell
import Routing

/// The text screen of an onboarding step's model, which the `rootswitch` command prints: its
/// layout only, every word read from the model, its step or ``OnboardingText``. Each action
/// calls the model's method; the model decides.
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
                ScreenAction("signout", summary: OnboardingText.signOut) { _ in signOut() }
            ])
    }

    /// The step's own part of its screen.
    private static func step(of model: OnboardingScreenModel) -> Screen {
        switch model {
        case .welcome(let model):
            Screen(
                title: OnboardingStep.welcome.title,
                content: [OnboardingText.welcome]
                    + footer(model.position, warning: model.warning),
                actions: [
                    ScreenAction("next", summary: OnboardingText.next) { [weak model] _ in
                        model?.next()
                    }
                ])
        case .permissions(let model):
            Screen(
                title: OnboardingStep.permissions.title,
                content: [OnboardingText.permissionsQuestion]
                    + footer(model.position, warning: model.warning),
                actions: [
                    ScreenAction("allow", summary: OnboardingText.allow) { [weak model] _ in
                        model?.allow()
                    },
                    ScreenAction("skip", summary: OnboardingText.skip) { [weak model] _ in
                        model?.skip()
                    },
                ])
        case .profile(let model):
            profile(model)
        case .complete(let model):
            Screen(
                title: OnboardingStep.complete.title,
                content: [OnboardingText.complete]
                    + footer(model.position, warning: model.warning, error: model.error),
                actions: [
                    ScreenAction("finish", summary: OnboardingText.finish) { [weak model] _ in
                        model?.finish()
                    }
                ])
        }
    }

    private static func profile(_ model: ProfileStepModel) -> Screen {
        Screen(
            title: OnboardingStep.profile.title,
            content: [model.nameHint]
                + footer(model.position, warning: model.warning, error: model.error),
            actions: [
                ScreenAction(
                    "save", summary: OnboardingText.save, parameters: [ActionParameter("name")]
                ) { [weak model] arguments in
                    model?.save(name: arguments["name"] ?? "")
                },
                ScreenAction(
                    "type", summary: OnboardingText.typeName,
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
        let warning = warning.map { "Warning: \(OnboardingText.notSavedOnline($0))" }
        let error = error.map { "Error: \($0.reason)" }
        return [position.description] + [warning, error].compactMap { $0 }
    }
}
