import Routing

/// What Main's screen models ask of the navigation they belong to. A model names the
/// intent; the coordinator decides which stack it changes (the one on screen).
@MainActor
protocol MainRequests: AnyObject {
    /// Pushes `route` on the router on screen.
    /// - Throws: `stack_too_deep` when the tab holds the most routes there can be.
    func push(_ route: MainRoute) throws(RoutingError)

    /// Shows `route` in the inspector of the stack on screen: a column beside it on a wide
    /// screen, over it on a compact one.
    func inspect(_ route: MainRoute)

    /// Presents the settings sheet over the screen.
    func openSettings()

    /// Pushes the about screen inside the running settings sheet.
    func showAbout()

    /// Closes the running settings sheet, as the user cancelling it.
    func closeSettings()

    /// Finishes the running settings sheet with `choice`, which the screen under it takes.
    func finishSettings(_ choice: SettingsChoice)

    /// Asks the user to confirm signing out, and reports it upward once they do.
    func signOut()

    /// The backend says item `id` no longer exists: if its screen is on top, an alert says
    /// so, and going on from it goes back.
    func itemMissing(_ id: Int, _ error: MainError)
}
