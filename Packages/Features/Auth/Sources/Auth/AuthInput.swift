import Foundation

/// The checks made before a request, so an obvious mistake costs no round trip.
///
/// The backend checks again, and more strictly: these only catch what is clearly wrong.
enum AuthInput {
    /// The email as the contract stores it: surrounding whitespace trimmed.
    static func email(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An error when the email has no `@`.
    static func emailProblem(_ email: String) -> AuthError? {
        email.contains("@") ? nil : AuthError(.invalidEmail)
    }

    /// An error when a new password is under 8 characters.
    static func newPasswordProblem(_ password: String) -> AuthError? {
        password.count < 8 ? AuthError(.weakPassword) : nil
    }
}
