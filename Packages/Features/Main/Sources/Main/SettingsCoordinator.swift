import FeatureShell
import Routing

/// Runs the settings sheet: presents it with its own stack, at a medium height the user can
/// drag to large (``sizing``), pushes and closes inside it,
/// and reports how it closed to its parent, which starts and stops it. Its screens are
/// ``SettingsModel`` and ``AboutModel``, which ask the parent, which asks this.
///
/// The sheet never finishes with a value, hence `CloseOutcome<Never>`: closing it with
/// ``close()`` is `.cancelled`, `back` at its root is `.dismissedBySystem`, and a parent
/// that navigates away (a deep link, reselecting the tab, ``stop()``) gives `.closedByParent`.
@MainActor
final class SettingsCoordinator: Coordinator {
    private let host: Router<MainRoute>
    private let path: [MainRoute]
    private let sizing: SheetSizing
    private let onClose: @MainActor (CloseOutcome<Never>) -> Void
    private(set) var router: Router<MainRoute>?

    /// - Parameters:
    ///   - presenter: the router to present over (the sheet goes on its topmost layer).
    ///   - path: the routes to push inside the sheet above its root (`[.settingsAbout]`).
    ///   - sizing: the sheet's detents and the one it rests at (a restored sheet's).
    ///   - onClose: called once, with how the sheet closed.
    init(
        presenter: Router<MainRoute>, path: [MainRoute] = [],
        sizing: SheetSizing = SettingsCoordinator.sizing,
        onClose: @escaping @MainActor (CloseOutcome<Never>) -> Void
    ) {
        host = presenter.topmostRouter
        self.path = path
        self.sizing = sizing
        self.onClose = onClose
    }

    /// The settings sheet's sizes: a medium height first, large when dragged up.
    static let sizing = SheetSizing(detents: [.medium, .large])

    func start() {
        guard router == nil else { return }
        let sheet = host.present(.settings, style: .sheet(ownStack: true), sizing: sizing) {
            [onClose] (outcome: CloseOutcome<Never>) in onClose(outcome)
        }
        for route in path { sheet.push(route) }
        router = sheet
    }

    func stop() {
        guard let router, !router.isClosed else { return }
        host.dismissAll()
    }

    /// Pushes the about screen, unless it is already on top (a second tap).
    func showAbout() {
        guard let router, router.stack.last != .settingsAbout else { return }
        router.push(.settingsAbout)
    }

    /// Closes the sheet as the user cancelling it.
    func close() {
        router?.dismiss()
    }
}
