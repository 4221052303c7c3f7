import FeatureShell
import Routing

/// Onboarding's dialogs, each worded once: the headless screen and a SwiftUI view both show
/// them from the flow's router.
enum OnboardingDialogs {
    /// Asked before leaving onboarding from any step.
    static let signOut = SignOutQuestion.dialog(
        message: "Your progress is kept: sign in again to pick up where you left off.")

    /// Asked before a typed, unsaved name is thrown away (going back, a deep link).
    static let discardName = DialogState<GuardAction>.confirmationDialog(
        "Discard changes?", message: "The name you typed has not been saved.",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
}
