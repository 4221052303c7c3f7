/// An alert or a confirmation dialog, as navigation state: what it says and the buttons the
/// user chooses between, each with a typed action.
///
/// A router shows it with ``Router/show(_:onOutcome:)`` and owns it until the user answers
/// (or the router takes it down); it is never saved or restored. A view binds the router's
/// ``Router/dialog``; a test reads it and answers it with ``Router/choose(_:)``.
///
/// ```swift
/// enum ProfileAction { case signOut }
/// let signOut = DialogState<ProfileAction>.confirmationDialog(
///     "Sign out?", buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])
/// router.show(signOut) { outcome in
///     if case .action(.signOut) = outcome { session.end() }
/// }
/// ```
public struct DialogState<Action: Sendable>: Sendable {
    /// An alert or a confirmation dialog.
    public let style: PresentedDialog.Style
    /// What the dialog asks or says.
    public let title: String
    /// The line under the title, if any.
    public let message: String?
    /// The buttons, in display order.
    public let buttons: [DialogButton<Action>]

    /// Creates a dialog.
    /// - Parameters:
    ///   - style: an alert or a confirmation dialog.
    ///   - title: what it asks or says.
    ///   - message: the line under the title.
    ///   - buttons: the buttons, in display order.
    public init(
        _ style: PresentedDialog.Style, title: String, message: String? = nil,
        buttons: [DialogButton<Action>]
    ) {
        (self.style, self.title, self.message, self.buttons) = (style, title, message, buttons)
    }

    /// An alert: something happened, and the user acknowledges it or picks what follows.
    public static func alert(
        _ title: String, message: String? = nil, buttons: [DialogButton<Action>]
    ) -> Self {
        Self(.alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog: the user confirms (or cancels) what they asked for.
    public static func confirmationDialog(
        _ title: String, message: String? = nil, buttons: [DialogButton<Action>]
    ) -> Self {
        Self(.confirmationDialog, title: title, message: message, buttons: buttons)
    }
}
