/// A field of the intro and sign-in screens, as the system's Password AutoFill knows it: what
/// it holds says how a view asks for it (its content type, keyboard, capitalization), so that
/// AutoFill offers the saved account, and offers to save a new one.
///
/// ```swift
/// TextField(CredentialField.email.label, text: $email)  // .textContentType(.username), ...
/// SecureField(CredentialField.password.label, text: $password)  // .textContentType(.password)
/// ```
public enum CredentialField: Hashable, Sendable, CaseIterable {
    /// The account's email: AutoFill's user name (`textContentType(.username)`), on the
    /// email keyboard, never capitalised or corrected.
    case email
    /// The account's password (`textContentType(.password)`). The intro's one password field
    /// serves creating an account and signing in alike, so it is never a new password, which
    /// would offer a returning user a generated one; AutoFill still offers to save the
    /// password an account was created with.
    case password

    /// Its label, from ``AuthText``.
    public var label: String {
        switch self {
        case .email: AuthText.email
        case .password: AuthText.password
        }
    }
}
