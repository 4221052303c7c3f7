public import Routing

/// The question every feature asks before signing out, worded once: "Sign out?" with a
/// destructive Sign out and Cancel. Each feature says in the message what signing out costs
/// there.
///
/// ```swift
/// router.show(SignOutQuestion.dialog(message: "Your progress is kept.")) { outcome in
///     if case .action(.signOut) = outcome { onSignOut() }
/// }
/// ```
public enum SignOutQuestion {
    /// The one answer that signs out; Cancel carries none.
    public enum Answer: Sendable, Hashable {
        /// End the session.
        case signOut
    }

    /// The confirmation dialog, with `message` under the title.
    public static func dialog(message: String) -> DialogState<Answer> {
        .confirmationDialog(
            "Sign out?", message: message,
            buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])
    }
}
