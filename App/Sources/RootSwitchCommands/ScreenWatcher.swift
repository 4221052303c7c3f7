import AppCore
import Observation

/// Tells the session when background work changed what the App shows (a transition, a
/// notice on screen, a new screen), through Observation: `RootSwitchApp` is `@Observable`.
@MainActor
final class ScreenWatcher {
    private let app: RootSwitchApp
    private let onChange: @MainActor () -> Void

    init(_ app: RootSwitchApp, onChange: @escaping @MainActor () -> Void) {
        self.app = app
        self.onChange = onChange
    }

    /// Starts watching; `onChange` runs on the main actor after each change.
    func start() {
        withObservationTracking {
            _ = app.screen
            _ = app.state
            _ = app.currentScene
        } onChange: {
            // Called as the change begins; look once it is done.
            Task { @MainActor in self.changed() }
        }
    }

    private func changed() {
        start()
        onChange()
    }
}
