/// An email and a password, as sign-up and sign-in send them (`{"email", "password"}`).
///
/// Printing, interpolating, `debugPrint` and `dump` show neither.
///
/// ```swift
/// let session = try await client.signIn(AuthCredentials(email: email, password: password))
/// ```
public struct AuthCredentials: Encodable, Hashable, Sendable, CustomStringConvertible,
    CustomReflectable
{
    /// The email address, surrounding spaces trimmed.
    public var email: String
    /// The password, sent only in the request body.
    public var password: String

    /// Creates credentials.
    /// - Parameters:
    ///   - email: the email address.
    ///   - password: the password.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// `AuthCredentials([hidden])`: neither the email nor the password (`String(reflecting:)`
    /// uses it too).
    public var description: String { "AuthCredentials([hidden])" }

    /// Shows placeholders only, so `dump` cannot reveal the email or the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["email": "[hidden]", "password": "[hidden]"])
    }
}
