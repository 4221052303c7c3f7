import Auth

/// The one test account, `ann@example.com` / `correct-horse-battery`, and its session.
enum Fixture {
    static let email = "ann@example.com"
    static let password = "correct-horse-battery"
    static let credentials = AuthCredentials(email: email, password: password)
    /// 64 lowercase hex characters, like the embedded backend's tokens.
    static let token = String(repeating: "9f3c", count: 16)

    /// A new account's user: no name, onboarding at its first step.
    static func user(email: String = email) -> AuthUser {
        AuthUser(
            id: "u_1", email: email,
            onboarding: AuthOnboardingStatus(step: "welcome", finished: false))
    }

    /// A signed-in session of ``user(email:)``.
    static func session(email: String = email) -> AuthSession {
        AuthSession(token: token, user: user(email: email))
    }

    /// The contract's `User` object for ``user(email:)``, as JSON.
    static func userJSON(email: String = email, name: String? = nil) -> String {
        let name = name.map { "\"\($0)\"" } ?? "null"
        return """
            {"id": "u_1", "email": "\(email)", "name": \(name),
             "onboarding": {"step": "welcome", "finished": false, "permissionsGranted": null}}
            """
    }

    /// The contract's sign-in (and sign-up) answer, as JSON.
    static let sessionJSON = #"{"token": "\#(token)", "user": \#(userJSON())}"#
}
