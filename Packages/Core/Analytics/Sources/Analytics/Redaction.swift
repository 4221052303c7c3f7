/// Decides which property values may not leave the process.
enum Redaction {
    /// Key fragments that always mean a secret or personal data.
    static let sensitiveKeyFragments = [
        "password", "passwd", "secret", "token", "authorization", "cookie", "email", "session",
    ]

    /// Every event's every property passes here, so the common case is decided on bytes,
    /// without making a string: an ASCII key shorter than every fragment is safe, a longer
    /// one is searched for the fragments byte by byte, and a value without `@`, shorter than
    /// 32 bytes and not starting with "bearer " can be neither an email address nor a token.
    static func isSensitive(key: String, value: String) -> Bool {
        var key = key
        // `nil`: not ASCII, so decided on the lowercased string.
        let asciiKeyIsSensitive: Bool? = key.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.count >= shortestFragment
                && sensitiveKeyFragmentBytes.contains { containsIgnoringCase(bytes, $0) }
        }
        if asciiKeyIsSensitive ?? sensitiveKeyFragments.contains(where: key.lowercased().contains) {
            return true
        }
        var value = value
        let valueIsPlain = value.withUTF8 { bytes in
            bytes.count < 32 && !bytes.contains(UInt8(ascii: "@"))
                && !containsIgnoringCase(
                    UnsafeBufferPointer(rebasing: bytes.prefix(7)), bearerPrefix)
        }
        return !valueIsPlain && (looksLikeEmail(value) || looksLikeBearerToken(value))
    }

    private static let sensitiveKeyFragmentBytes = sensitiveKeyFragments.map { Array($0.utf8) }
    private static let shortestFragment = sensitiveKeyFragments.map(\.utf8.count).min()!
    private static let bearerPrefix = Array("bearer ".utf8)

    /// Whether ASCII `text`, lowercased, contains `fragment` (lowercase ASCII).
    private static func containsIgnoringCase(
        _ text: UnsafeBufferPointer<UInt8>, _ fragment: [UInt8]
    ) -> Bool {
        guard text.count >= fragment.count else { return false }
        return fragment.withUnsafeBufferPointer { fragment in
            for start in 0...(text.count - fragment.count) {
                var matched = 0
                while matched < fragment.count {
                    let byte = text[start + matched]
                    guard ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == fragment[matched]
                    else { break }
                    matched += 1
                }
                if matched == fragment.count { return true }
            }
            return false
        }
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
