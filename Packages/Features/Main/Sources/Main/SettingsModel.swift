public import Observation

/// The settings sheet's first screen.
///
/// ```swift
/// Button(MainText.about) { model.showAbout() }
/// Button(MainText.close) { model.close() }
/// ```
@MainActor
@Observable
public final class SettingsModel {
    @ObservationIgnored private weak var navigator: (any MainNavigator)?

    init(navigator: (any MainNavigator)?) {
        self.navigator = navigator
    }

    /// Pushes the about screen inside the sheet.
    public func showAbout() {
        navigator?.showAbout()
    }

    /// Closes the sheet; analytics records it as `cancelled`.
    public func close() {
        navigator?.closeSettings()
    }
}
