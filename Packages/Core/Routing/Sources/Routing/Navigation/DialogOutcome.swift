/// How a dialog closed; its `onOutcome` receives exactly one, as a layer's `onClose`
/// receives one ``CloseOutcome``.
///
/// ```swift
/// router.show(signOut) { (outcome: DialogOutcome<ProfileAction>) in
///     if case .action(.signOut) = outcome { session.end() }
/// }
/// ```
public enum DialogOutcome<Action> {
    /// The user chose a button with this action.
    case action(Action)
    /// The user chose a button without an action: a cancel button, an alert's OK.
    case cancelled
    /// The platform closed it (a tap outside, the scene closed):
    /// ``Router/dismissDialogBySystem(_:)``.
    case dismissedBySystem
    /// Its router took it down: another dialog replaced it, a route under it left the stack
    /// (back, pop, replace root, restore), or the router's layer closed.
    case closedByRouter
}

extension DialogOutcome: Sendable where Action: Sendable {}
extension DialogOutcome: Equatable where Action: Equatable {}
extension DialogOutcome: Hashable where Action: Hashable {}

extension DialogOutcome<Int> {
    /// How `dialog` closed, in words: the label of the button chosen, `cancelled`,
    /// `dismissed by system` or `closed by router`.
    func words(for dialog: PresentedDialog) -> String {
        switch self {
        case .action(let index): dialog.buttons.first { $0.id == index }?.label ?? "\(index)"
        case .cancelled: "cancelled"
        case .dismissedBySystem: "dismissed by system"
        case .closedByRouter: "closed by router"
        }
    }
}
