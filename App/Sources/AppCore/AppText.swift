/// Every sentence and label the App's own screens show (loading, locked, the error screen, a scene
/// without a window, the offline warning, a refused request), declared once: the `rootswitch`
/// command's text screens and `RootSwitchUI` both read them here (the error screen's through
/// ``AppErrorKind/title`` and ``AppErrorKind/message``), so the copy is ready to localise in one
/// place. The features declare their own (`AuthText`, `OnboardingText`, `MainText`).
///
/// ```swift
/// case .loading: ProgressView(AppText.checkingSession)
/// Button(AppText.tryAgain) { app.retry() }
/// ```
public enum AppText {
    /// The title of the loading and locked screens.
    public static let loading = "Loading"
    /// What the loading screen says while the session is checked again.
    public static let checkingSession = "Checking your session…"
    /// What the loading screen says before the device's first unlock.
    public static let locked = "RootSwitch opens once this device is unlocked."
    /// The title of a scene no window shows (the system disconnected it).
    public static let noWindow = "No window"
    /// What a scene no window shows says.
    public static let noWindowMessage =
        "No window shows this scene: reconnect it, or open a new one."
    /// Leaves the error screen, checking the session again.
    public static let tryAgain = "Try again"
    /// Leaves the error screen, signing out.
    public static let signOut = "Sign out"
    /// The title of what says a request was refused.
    public static let refused = "That did not work"
    /// Takes note of a refusal.
    public static let ok = "OK"
    /// The title of the menu bar's menu of the App's places (``AppMenu``).
    public static let goMenu = "Go"
    /// The menu bar's item that closes the window it names.
    public static let closeWindow = "Close Window"
    /// Closes a linked feature's flow shown over Main, whatever screen of it is up.
    public static let close = "Close"

    /// What a window shows when the App cannot start at all.
    /// - Parameter reason: why, in the error's words.
    public static func cannotStart(_ reason: String) -> String {
        "RootSwitch cannot start: \(reason)"
    }

    /// The warning above every screen while the backend cannot be reached after launch.
    /// - Parameter reason: why it cannot, in the failure's words.
    public static func offline(_ reason: String) -> String {
        "Offline: you are still signed in; what cannot load says so. (\(reason))"
    }
}
