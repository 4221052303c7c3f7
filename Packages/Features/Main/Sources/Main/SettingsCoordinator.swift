import Routing

/// Runs the settings sheet: presents it with its own stack, builds its screens, and
/// reports how it closed to its parent, which starts and stops it.
///
/// The sheet never finishes with a value, hence `CloseOutcome<Never>`: closing it with the
/// `close` action is `.cancelled`, `back` at its root is `.dismissedBySystem`, and a parent
/// that navigates away (a deep link, reselecting the tab, ``stop()``) gives `.closedByParent`.
@MainActor
final class SettingsCoordinator: Coordinator {
    /// The app version the about screen shows.
    static let version = "1.0.0"

    private let host: Router<MainRoute>
    private let path: [MainRoute]
    private let onNavigate: @MainActor () -> Void
    private let onClose: @MainActor (CloseOutcome<Never>) -> Void
    private(set) var router: Router<MainRoute>?

    /// - Parameters:
    ///   - presenter: the router to present over (the sheet goes on its topmost layer).
    ///   - path: the routes to push inside the sheet above its root (`[.settingsAbout]`).
    ///   - onNavigate: called after the sheet's stack changed.
    ///   - onClose: called once, with how the sheet closed.
    init(
        presenter: Router<MainRoute>, path: [MainRoute] = [],
        onNavigate: @escaping @MainActor () -> Void,
        onClose: @escaping @MainActor (CloseOutcome<Never>) -> Void
    ) {
        host = presenter.topmostRouter
        self.path = path
        self.onNavigate = onNavigate
        self.onClose = onClose
    }

    func start() {
        guard router == nil else { return }
        let sheet = host.present(.settings, style: .sheet(ownStack: true)) {
            [onClose] (outcome: CloseOutcome<Never>) in onClose(outcome)
        }
        for route in path { sheet.push(route) }
        router = sheet
    }

    func stop() {
        guard let router, !router.isClosed else { return }
        host.dismissAll()
    }

    /// The screen for a route of the sheet's stack.
    func screen(for route: MainRoute) -> Screen {
        switch route {
        case .settingsAbout:
            Screen(
                title: "About RootSwitch",
                content: [
                    "Version \(Self.version)",
                    "A headless Swift app composed from feature packages.",
                ])
        default:
            Screen(
                title: "Settings",
                actions: [
                    ScreenAction("about", summary: "About RootSwitch") { [weak self] _ in
                        self?.router?.push(.settingsAbout)
                        self?.onNavigate()
                    },
                    ScreenAction("close", summary: "Close the settings") { [weak self] _ in
                        self?.router?.dismiss()
                    },
                ])
        }
    }
}
