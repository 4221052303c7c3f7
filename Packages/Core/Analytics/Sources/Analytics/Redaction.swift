/// Decides which property values may not leave the process.
enum Redaction {
    /// Key fragments that always mean a secret or personal data.
    static let sensitiveKeyFragments = [
        "password", "passwd", "secret", "token", "authorization", "cookie", "email", "session",
    ]

    static func isSensitive(key: String, value: String) -> Bool {
        let lowered = key.lowercased()
        if sensitiveKeyFragments.contains(where: { lowered.contains($0) }) { return true }
        return looksLikeEmail(value) || looksLikeBearerToken(value)
    }

    /// `someone@host.tld` anywhere in the value.
    static func looksLikeEmail(_ value: String) -> Bool {
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) {
            let parts = word.split(separator: "@", omittingEmptySubsequences: false)
            if parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
                !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
            {
                return true
            }
        }
        return false
    }

    /// `Bearer ...`, or a long unbroken run of token characters (hex, base64, JWT).
    static func looksLikeBearerToken(_ value: String) -> Bool {
        if value.lowercased().hasPrefix("bearer ") { return true }
        let tokenCharacters = value.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "-_.=+/".unicodeScalars.contains($0)
        }
        let hasDigit = value.unicodeScalars.contains { ("0"..."9").contains($0) }
        let hasLetter = value.unicodeScalars.contains {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0)
        }
        return value.count >= 32 && tokenCharacters && hasDigit && hasLetter
    }
}
