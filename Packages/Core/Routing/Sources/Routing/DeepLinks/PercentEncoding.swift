import Foundation

/// RFC 3986 percent-encoding for path segments and query items.
///
/// Decoding is strict: `%` must be followed by two hex digits and the decoded bytes must be
/// UTF-8. `+` is a plus sign, not a space. Encoding escapes everything but the unreserved
/// characters (ASCII letters, digits, `-._~`), so one value has one canonical spelling.
enum PercentEncoding {
    /// The decoded text.
    /// - Throws: `badPercentEncoding` when a `%` does not start two hex digits or the
    ///   decoded bytes are not UTF-8.
    static func decode(_ text: String) throws(RoutingError) -> String {
        guard let decoded = text.removingPercentEncoding else {
            throw RoutingError(
                .badPercentEncoding,
                reason: "'%' must be followed by two hex digits of UTF-8 bytes")
        }
        return decoded
    }

    /// `text` with every byte but the unreserved ones (and `/` when `keepingSlashes`) written
    /// as `%XX`.
    static func encode(_ text: some StringProtocol, keepingSlashes: Bool = false) -> String {
        let kept = { (byte: UInt8) in
            isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/"))
        }
        guard !text.utf8.allSatisfy(kept) else { return String(text) }
        var encoded = ""
        for byte in text.utf8 {
            if kept(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
