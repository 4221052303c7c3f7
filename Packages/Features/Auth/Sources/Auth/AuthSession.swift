/// A signed-in session: the bearer token and the user it belongs to.
///
/// Codable with the keys of the contract's sign-in answer (`token`, `user`), so the App can
/// persist it as is. Printing, interpolating, `debugPrint` and `dump` never show the token.
///
/// ```swift
/// print(session)  // AuthSession(user: u_1, token: [hidden])
/// ```
public struct AuthSession: Codable, Sendable, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The bearer token for authenticated requests. Never log or display it.
    public let token: String
    /// The user the session belongs to.
    public let user: AuthUser

    /// Creates a session.
    /// - Parameters:
    ///   - token: the bearer token.
    ///   - user: its user.
    public init(token: String, user: AuthUser) {
        self.token = token
        self.user = user
    }

    /// `AuthSession(user: u_1, token: [hidden])`: the user's id, never the token.
    public var description: String { "AuthSession(user: \(user.id), token: [hidden])" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// Shows the user and a placeholder for the token, so `dump` cannot reveal it.
    public var customMirror: Mirror {
        Mirror(self, children: ["user": user, "token": "[hidden]"])
    }
}
