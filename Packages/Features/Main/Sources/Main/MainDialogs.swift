import Routing

/// Main's alerts and confirmation dialogs, each worded once: the headless screen and a
/// SwiftUI view both show them from the router that presents them.
enum MainDialogs {
    /// What the sign-out confirmation can decide.
    enum SignOutAction: Sendable {
        /// End the session.
        case signOut
    }

    /// Asked before signing out from the profile.
    static let signOut = DialogState<SignOutAction>.confirmationDialog(
        "Sign out?", message: "You will need to sign in again to see your items.",
        buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])

    /// Shown over an item the backend no longer has; its OK goes back.
    static func itemMissing(_ error: MainError) -> DialogState<Never> {
        .alert("Item not found", message: error.reason, buttons: [.cancel("OK")])
    }
}
