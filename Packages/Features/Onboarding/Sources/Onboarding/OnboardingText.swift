/// Every sentence and label onboarding's steps show, declared once: the `rootswitch`
/// command's text screens and a SwiftUI view both read them here (a step's title through
/// ``OnboardingStep/title``, its position through ``OnboardingPosition/description``, the
/// name's limits through ``ProfileStepModel/nameHint``), so the copy is ready to localise in
/// one place. A failure's sentence is its error's ``OnboardingError/reason``.
///
/// ```swift
/// Text(OnboardingText.welcome)
/// Button(OnboardingText.next) { model.next() }
/// ```
public enum OnboardingText {
    /// What the welcome step says.
    public static let welcome = "Welcome to RootSwitch. A few steps and you are ready."
    /// Moves on from the welcome step.
    public static let next = "Continue"
    /// What the permissions step asks.
    public static let permissionsQuestion = "Allow notifications about new items?"
    /// Allows notifications.
    public static let allow = "Allow notifications"
    /// Moves on without allowing them.
    public static let skip = "Not now"
    /// The name field.
    public static let name = "Name"
    /// Saves the typed name.
    public static let save = "Save"
    /// Types a name without saving it (what a text field does as the user types).
    public static let typeName = "Type a name without saving it (none clears it)"
    /// Goes back a step through the flow, whose guard asks about an unsaved name first.
    public static let back = "Back"
    /// What the last step says.
    public static let complete = "You are ready to use RootSwitch."
    /// Finishes onboarding.
    public static let finish = "Start using RootSwitch"
    /// Signs out from any step.
    public static let signOut = "Sign out (your progress is kept)"

    /// What shows under a step while its progress could not be saved online, with why.
    /// - Parameter error: why the last save failed.
    public static func notSavedOnline(_ error: OnboardingError) -> String {
        "Your progress is kept on this device but was not saved online. \(error.reason)"
    }
}
