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
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(requests: (any MainRequests)?) {
        self.requests = requests
    }

    /// Pushes the about screen inside the sheet.
    public func showAbout() {
        requests?.showAbout()
    }

    /// Closes the sheet; analytics records it as `cancelled`.
    public func close() {
        requests?.closeSettings()
    }
}
