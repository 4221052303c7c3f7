/// The dialog a router shows, as a view binds it: a ``DialogState`` with its actions kept by
/// the router, so every router (whatever the dialog's action type) publishes the same type.
///
/// RoutingUI's `routedDialog(of:)` binds it to `.alert` or `.confirmationDialog` as its
/// ``style`` says, with the platform's traps handled. By hand:
///
/// ```swift
/// .alert(
///     router.dialog?.title ?? "", isPresented: .constant(router.dialog != nil),
///     presenting: router.dialog
/// ) { dialog in
///     ForEach(dialog.buttons) { button in
///         Button(button.label) { router.choose(button) }
///     }
/// }
/// ```
public struct PresentedDialog: Sendable, Hashable, Codable, Identifiable {
    /// Tells this showing apart from any other, so an answer meant for a dialog that has
    /// gone does nothing.
    public let id: Int
    /// An alert or a confirmation dialog.
    public let style: Style
    /// What it asks or says.
    public let title: String
    /// The line under the title, if any.
    public let message: String?
    /// Its buttons, in display order.
    public let buttons: [Button]

    /// An alert or a confirmation dialog.
    public enum Style: String, Sendable, Hashable, Codable {
        /// An alert: a title, a message and a few buttons, in the middle of the screen.
        case alert
        /// A confirmation dialog: choices about an action the user started (an action sheet).
        case confirmationDialog
    }

    /// What a button does, as the platform draws it.
    public enum Role: String, Sendable, Hashable, Codable {
        /// It destroys something, such as data.
        case destructive
        /// It cancels; a dialog has one at most.
        case cancel
    }

    /// A button of a shown dialog, chosen with ``Router/choose(_:)``.
    public struct Button: Sendable, Hashable, Codable, Identifiable {
        /// Its place among the dialog's buttons.
        public let id: Int
        /// Its label.
        public let label: String
        /// Whether it destroys something or cancels.
        public let role: Role?
        /// The showing it belongs to.
        let dialogID: Int
    }

    init<Action>(_ dialog: DialogState<Action>, id: Int) {
        self.id = id
        style = dialog.style
        title = dialog.title
        message = dialog.message
        buttons = dialog.buttons.enumerated().map { index, button in
            Button(id: index, label: button.label, role: button.role, dialogID: id)
        }
    }
}
