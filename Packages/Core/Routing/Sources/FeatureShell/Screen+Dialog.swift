public import Routing

extension Screen {
    /// The headless screen of a dialog a router shows: its title, its message, and one
    /// action per button, wired to `Router.choose(_:)`.
    ///
    /// The actions are named for what they do, not for their labels, so a script reads the
    /// same whatever the wording:
    /// - the cancel button is `cancel`, or `ok` when it is the dialog's only button (an
    ///   alert the user acknowledges);
    /// - the other button is `confirm`; when there are several, each is named after its
    ///   label, lowercased, spaces as hyphens (`Sign out` is `sign-out`).
    ///
    /// ```swift
    /// if let dialog = router.dialog { return Screen(dialog, on: router) }
    /// ```
    /// - Parameters:
    ///   - dialog: the dialog shown, from `Router.dialog`.
    ///   - router: the router showing it, or one below.
    @MainActor
    public init<R: Route>(_ dialog: PresentedDialog, on router: Router<R>) {
        let others = dialog.buttons.filter { $0.role != .cancel }
        let actions = dialog.buttons.map { button in
            let name =
                switch button.role {
                case .cancel: dialog.buttons.count == 1 ? "ok" : "cancel"
                default:
                    others.count == 1
                        ? "confirm"
                        : button.label.lowercased().split(separator: " ").joined(separator: "-")
                }
            return ScreenAction(name, summary: button.label) { _ in router.choose(button) }
        }
        self.init(title: dialog.title, content: dialog.message.map { [$0] } ?? [], actions: actions)
    }
}
