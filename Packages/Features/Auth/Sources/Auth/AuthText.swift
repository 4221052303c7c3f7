/// Every sentence and label Auth's screens show, declared once: the `rootswitch` command's
/// text screens and a SwiftUI view both read them here (a screen's title and message, which
/// depend on its state, through its model: ``CredentialsModel/title``), so the copy is ready
/// to localise in one place. A failure's sentence is its error's ``AuthError/reason``.
///
/// ```swift
/// TextField(AuthText.email, text: $email)
/// Button(AuthText.signIn) { model.signIn(email: email, password: password) }
/// ```
public enum AuthText {
    /// The email field.
    public static let email = "Email"
    /// The password field.
    public static let password = "Password"
    /// Creates an account with the email and password.
    public static let signUp = "Create an account"
    /// Signs in with the email and password.
    public static let signIn = "Sign in"
    /// Asks for a password reset link.
    public static let requestReset = "Email me a reset link"
    /// The confirmation's title, once a reset link was asked for.
    public static let resetSentTitle = "Check your inbox"
    /// The confirmation's message.
    public static let resetSentMessage =
        "If an account exists for that email, a reset link is on its way."
    /// Leaves the confirmation for the screen below it.
    public static let backToSignIn = "Back to sign-in"
}
