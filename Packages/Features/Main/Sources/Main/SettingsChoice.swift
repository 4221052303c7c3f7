/// What the settings sheet finishes with: a result the screen that presented it takes
/// (``SettingsModel/signOut()``). Delivered as a result through the navigation, so a settings
/// sheet restored after a relaunch reaches the profile screen too, with nothing wired again.
enum SettingsChoice: Sendable, Equatable {
    /// Sign out, once the user confirms.
    case signOut
}
