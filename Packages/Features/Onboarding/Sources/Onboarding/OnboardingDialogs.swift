import Routing

/// Onboarding's dialogs, each worded once: the headless screen and a SwiftUI view both show
/// them from the flow's router.
enum OnboardingDialogs {
    /// What the sign-out confirmation can decide.
    enum SignOutAction: Sendable {
        /// End the session; the progress stays saved.
        case signOut
    }

    /// Asked before leaving onboarding from any step.
    static let signOut = DialogState<SignOutAction>.confirmationDialog(
        "Sign out?", message: "Your progress is kept: sign in again to pick up where you left off.",
        buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])

    /// Asked before a typed, unsaved name is thrown away (going back, a deep link).
    static let discardName = DialogState<GuardAction>.confirmationDialog(
        "Discard changes?", message: "The name you typed has not been saved.",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
}
