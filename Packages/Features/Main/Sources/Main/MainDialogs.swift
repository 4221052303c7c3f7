import FeatureShell
import Routing

/// Main's alerts and confirmation dialogs, each worded once: the headless screen and a
/// SwiftUI view both show them from the router that presents them.
enum MainDialogs {
    /// Asked before signing out from the profile.
    static let signOut = SignOutQuestion.dialog(
        message: "You will need to sign in again to see your items.")

    /// Shown over an item the backend no longer has; its OK goes back.
    static func itemMissing(_ error: MainError) -> DialogState<Never> {
        .alert("Item not found", message: error.reason, buttons: [.cancel("OK")])
    }
}
