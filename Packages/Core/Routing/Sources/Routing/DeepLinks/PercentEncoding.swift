import Foundation

/// RFC 3986 percent-encoding: a table writes every byte but the unreserved ones (ASCII letters,
/// digits, `-._~`) as `%XX`, so that one value has one canonical spelling.
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

    /// The text of UTF-8 `bytes` with each `%XX` decoded; `nil` when a `%` does not start two
    /// hex digits or the decoded bytes are not UTF-8.
    static func decode(_ bytes: some Collection<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var (decoded, iterator) = ([UInt8](), bytes.makeIterator())
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexDigit),
                let low = iterator.next().flatMap(hexDigit)
            else { return nil }
            decoded.append(high << 4 | low)
        }
        return String(validating: decoded, as: UTF8.self)
    }

    /// A hex digit's value, either case.
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `byte` stands for itself in a canonical link (RFC 3986's unreserved
    /// characters: letters, digits, `-._~`).
    static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
            || "-._~".utf8.contains(byte)
    }
}
