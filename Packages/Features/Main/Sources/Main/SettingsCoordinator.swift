import FeatureShell
import Routing

/// Runs the settings sheet: its layer's router (whether the profile screen, a link or a
/// restore presented it), the about screen inside it, and closing it. Started by Main's
/// coordinator when a settings layer comes on screen, stopped when it goes.
@MainActor
final class SettingsCoordinator: Coordinator {
    /// The settings sheet's own stack.
    let router: Router<MainRoute>
    private let onClose: @MainActor (CloseOutcome<SettingsChoice>) -> Void

    /// - Parameters:
    ///   - router: the settings layer's router.
    ///   - onClose: told how the sheet closed.
    init(
        router: Router<MainRoute>,
        onClose: @escaping @MainActor (CloseOutcome<SettingsChoice>) -> Void
    ) {
        self.router = router
        self.onClose = onClose
    }

    func start() {
        router.whenClosed { [onClose] (outcome: CloseOutcome<SettingsChoice>) in onClose(outcome) }
    }

    func stop() {}

    /// Pushes the about screen inside the sheet, unless it shows it already.
    func showAbout() {
        guard router.stack.last != .settingsAbout else { return }
        router.push(.settingsAbout)
    }

    /// Finishes the sheet with `choice`: the screen under it takes it, then the sheet closes.
    func finish(_ choice: SettingsChoice) {
        router.popToRoot()
        router.terminate(choice)
    }

    /// Closes the sheet, as the user cancelling it.
    func close() {
        router.dismiss()
    }
}
