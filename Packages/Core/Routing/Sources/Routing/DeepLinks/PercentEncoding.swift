import Foundation

/// RFC 3986 percent-encoding for the links a table writes: every byte but the unreserved ones
/// (ASCII letters, digits, `-._~`), so that one value has one canonical spelling.
enum PercentEncoding {
    /// `text` with each byte but the unreserved ones (and `/` when `keepingSlashes`) as `%XX`.
    static func encode(_ text: some StringProtocol, keepingSlashes: Bool = false) -> String {
        let kept = { (byte: UInt8) in
            isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/"))
        }
        guard !text.utf8.allSatisfy(kept) else { return String(text) }
        return text.utf8.map {
            kept($0) ? String(Unicode.Scalar($0)) : String(format: "%%%02X", $0)
        }
        .joined()
    }

    /// Whether `byte` stands for itself in a canonical link (RFC 3986's unreserved
    /// characters: letters, digits, `-._~`).
    static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
            || "-._~".utf8.contains(byte)
    }
}
