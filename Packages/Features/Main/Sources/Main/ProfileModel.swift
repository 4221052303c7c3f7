public import Observation

/// The profile tab's screen: who is signed in, the settings, sign-out.
///
/// ```swift
/// LabeledContent(MainText.name, value: model.user.name ?? MainText.noName)
/// Button(MainText.settings) { model.openSettings() }
/// Button(MainText.signOut, role: .destructive) { model.signOut() }
/// ```
@MainActor
@Observable
public final class ProfileModel {
    /// The signed-in user.
    public let user: MainUser
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(user: MainUser, requests: (any MainRequests)?) {
        self.user = user
        self.requests = requests
    }

    /// Presents the settings sheet over the profile; the sheet has its own stack.
    public func openSettings() {
        requests?.openSettings()
    }

    /// Asks the user to confirm signing out ("Sign out?", on the profile's router, as
    /// `Router.dialog`); once they confirm, it is reported to the App through the feature's
    /// `onSignOut`.
    public func signOut() {
        requests?.signOut()
    }
}
