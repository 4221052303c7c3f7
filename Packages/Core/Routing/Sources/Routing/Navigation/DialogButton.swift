/// A button of a ``DialogState``: its label, its role, and the action it chooses.
///
/// A button without an action (a cancel button, an alert's OK) closes the dialog with
/// ``DialogOutcome/cancelled``.
///
/// ```swift
/// let buttons: [DialogButton<ProfileAction>] = [
///     .destructive("Sign out", action: .signOut), .cancel("Cancel"),
/// ]
/// ```
public struct DialogButton<Action: Sendable>: Sendable {
    /// The button's label.
    public let label: String
    /// Whether it destroys something or cancels; `nil` for an ordinary button.
    public let role: PresentedDialog.Role?
    /// What choosing it does; `nil` makes the outcome ``DialogOutcome/cancelled``.
    public let action: Action?

    /// Creates a button.
    /// - Parameters:
    ///   - label: its label.
    ///   - role: destructive, cancel, or `nil` for an ordinary button.
    ///   - action: what choosing it does, `nil` for nothing (the dialog is cancelled).
    public init(_ label: String, role: PresentedDialog.Role? = nil, action: Action?) {
        (self.label, self.role, self.action) = (label, role, action)
    }

    /// A button that cancels: the dialog closes with ``DialogOutcome/cancelled``.
    public static func cancel(_ label: String) -> Self {
        Self(label, role: .cancel, action: nil)
    }

    /// A button that destroys something (signing out, discarding input).
    public static func destructive(_ label: String, action: Action) -> Self {
        Self(label, role: .destructive, action: action)
    }
}
