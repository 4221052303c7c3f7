/// Decides which property values may not leave the process.
enum Redaction {
    /// Key fragments that always mean a secret or personal data.
    static let sensitiveKeyFragments = [
        "password", "passwd", "secret", "token", "authorization", "cookie", "email", "session",
    ]

    /// Every event's every property passes here, so the common case is decided on bytes,
    /// without making a string: an ASCII key is searched for the fragments byte by byte, and
    /// a value without `@`, shorter than 32 bytes and not starting with "bearer " can be
    /// neither an email address nor a token.
    static func isSensitive(key: String, value: String) -> Bool {
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            if sensitiveKeyFragmentBytes.contains(where: { containsIgnoringCase(key.utf8, $0) }) {
                return true
            }
        } else {
            let lowered = key.lowercased()
            if sensitiveKeyFragments.contains(where: { lowered.contains($0) }) { return true }
        }
        if value.utf8.count < 32, !value.utf8.contains(UInt8(ascii: "@")),
            !containsIgnoringCase(value.utf8.prefix(7), bearerPrefix)
        {
            return false
        }
        return looksLikeEmail(value) || looksLikeBearerToken(value)
    }

    private static let sensitiveKeyFragmentBytes = sensitiveKeyFragments.map { Array($0.utf8) }
    private static let bearerPrefix = Array("bearer ".utf8)

    /// Whether ASCII `text`, lowercased, contains `fragment` (lowercase ASCII).
    private static func containsIgnoringCase(
        _ text: some Collection<UInt8>, _ fragment: [UInt8]
    ) -> Bool {
        var start = text.startIndex
        while start != text.endIndex {
            var position = start
            var matched = 0
            while matched < fragment.count, position != text.endIndex {
                let byte = text[position]
                guard ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == fragment[matched]
                else { break }
                position = text.index(after: position)
                matched += 1
            }
            if matched == fragment.count { return true }
            start = text.index(after: start)
        }
        return false
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
