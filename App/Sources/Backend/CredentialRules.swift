import Foundation

/// The contract's rules for emails and passwords.
enum CredentialRules {
    /// The email without surrounding spaces.
    static func trimmed(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a trimmed email looks like an address: no spaces, one `@` with something
    /// before it, and a dotted domain after it, at most 254 characters.
    static func isValidEmail(_ email: String) -> Bool {
        guard email.count <= 254, !email.contains(where: \.isWhitespace) else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].firstIndex(of: ".") else {
            return false
        }
        let domain = parts[1]
        return dot != domain.startIndex && domain.last != "."
    }

    /// The most UTF-8 bytes a password may have, at sign-up and at sign-in alike: what keeps
    /// one request from costing the server an unbounded hash.
    static let maximumPasswordBytes = 1024

    /// Why any password is refused before it is hashed (at sign-in too), or nil: over
    /// ``maximumPasswordBytes``, or holding a NUL.
    static func passwordLimitProblem(_ password: String) -> APIFailure? {
        guard password.utf8.contains(0) || password.utf8.count > maximumPasswordBytes else {
            return nil
        }
        return .badRequest("A password is at most 1,024 bytes and has no NUL character.")
    }

    /// Why a new password is refused, or nil if it is acceptable.
    static func passwordProblem(_ password: String) -> APIFailure? {
        if let problem = passwordLimitProblem(password) { return problem }
        if password.count < 8 {
            return APIFailure(.weakPassword, "A password needs at least 8 characters.")
        }
        return nil
    }
}
