public import Observation

/// The settings sheet's first screen.
///
/// ```swift
/// Button(MainText.about) { model.showAbout() }
/// Button(MainText.signOut) { model.signOut() }
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

    /// Finishes the sheet with the choice to sign out: the profile under it takes it
    /// and asks first, as its own sign-out does; analytics records the
    /// sheet as `finished`.
    public func signOut() {
        requests?.finishSettings(.signOut)
    }

    /// Closes the sheet; analytics records it as `cancelled`.
    public func close() {
        requests?.closeSettings()
    }
}
