import Foundation
import Networking

/// The contract's rules for emails and passwords, each counted in UTF-8 bytes as well as in
/// characters: one letter with many combining accents is one character and any number of
/// bytes.
enum CredentialRules {
    /// The email without surrounding spaces.
    static func trimmed(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a trimmed email looks like an address: at most
    /// `BackendContract.maximumEmailBytes` UTF-8 bytes (RFC 5321's 254 octets), no spaces,
    /// one `@` with something before it, and a dotted domain after it.
    static func isValidEmail(_ email: String) -> Bool {
        guard email.utf8.count <= BackendContract.maximumEmailBytes,
            !email.contains(where: \.isWhitespace)
        else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].firstIndex(of: ".") else {
            return false
        }
        let domain = parts[1]
        return dot != domain.startIndex && domain.last != "."
    }

    /// Why any password is refused before it is hashed (at sign-in too), or nil: over
    /// `BackendContract.Credentials.maximumPasswordBytes`, or holding a NUL.
    static func passwordLimitProblem(_ password: String) -> APIFailure? {
        let limit = BackendContract.Credentials.maximumPasswordBytes
        guard password.utf8.contains(0) || password.utf8.count > limit else { return nil }
        return .badRequest("A password is at most \(limit) bytes and has no NUL character.")
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
