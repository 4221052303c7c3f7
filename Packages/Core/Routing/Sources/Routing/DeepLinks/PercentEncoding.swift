/// RFC 3986 percent-encoding for path segments and query items.
///
/// Decoding is strict: `%` must be followed by two hex digits and the decoded bytes must
/// be UTF-8. `+` is a plus sign, not a space. Encoding escapes everything but the
/// unreserved characters, so one value has one canonical spelling.
enum PercentEncoding {
    /// The bytes of one encoded segment, key or value of a link.
    typealias Encoded = Slice<UnsafeBufferPointer<UInt8>>

    /// Checks that `text` decodes, without allocating.
    /// - Throws: `badPercentEncoding` when a `%` is not followed by two hex digits or the
    ///   decoded bytes are not UTF-8.
    static func check(_ text: Encoded) throws(RoutingError) {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == percent {
                guard text.endIndex - index >= 3, hexValue(text[index + 1]) != nil,
                    hexValue(text[index + 2]) != nil
                else {
                    throw RoutingError(
                        .badPercentEncoding, reason: "'%' must be followed by two hex digits")
                }
                index += 3
            } else {
                index += 1
            }
        }
        var bytes = Decoded(text)
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid: continue
            case .emptyInput: return
            case .error:
                throw RoutingError(
                    .badPercentEncoding, reason: "percent-decoded bytes are not UTF-8")
            }
        }
    }

    /// Writes the decoded bytes of `text` (checked by ``check(_:)``) into `buffer` from
    /// `start`; returns where they end.
    static func decode(
        _ text: Encoded, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    )
        -> Int
    {
        var end = start
        var bytes = Decoded(text)
        while let byte = bytes.next() {
            buffer[end] = byte
            end += 1
        }
        return end
    }

    /// The decoded text of `text`, checked by ``check(_:)``.
    static func decodedString(_ text: Encoded) -> String {
        guard text.contains(percent) else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: Array(IteratorSequence(Decoded(text))), as: UTF8.self)
    }

    /// Whether `text`, decoded, is exactly `bytes`.
    static func decodedEquals(_ text: Encoded, _ bytes: String.UTF8View) -> Bool {
        IteratorSequence(Decoded(text)).elementsEqual(bytes)
    }

    /// The bytes an encoded text stands for; a `%` must start two hex digits.
    private struct Decoded: IteratorProtocol {
        private let text: Encoded
        private var index: Int

        init(_ text: Encoded) {
            self.text = text
            self.index = text.startIndex
        }

        mutating func next() -> UInt8? {
            guard index < text.endIndex else { return nil }
            let byte = text[index]
            guard byte == PercentEncoding.percent, text.endIndex - index >= 3,
                let high = PercentEncoding.hexValue(text[index + 1]),
                let low = PercentEncoding.hexValue(text[index + 2])
            else {
                index += 1
                return byte
            }
            index += 3
            return high << 4 | low
        }
    }

    private static let percent = UInt8(ascii: "%")

    /// Appends the bytes of `text` to `output`, every byte but the unreserved ones (RFC 3986:
    /// letters, digits, `-._~`), and `/` when `keepingSlashes`, written as `%XX`.
    static func encode(
        _ text: some Collection<UInt8>, into output: inout [UInt8], keepingSlashes: Bool = false
    ) {
        for byte in text {
            if isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) {
                output.append(byte)
            } else {
                output.append(percent)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Whether `byte` stands for itself in a canonical link (RFC 3986's unreserved
    /// characters: letters, digits, `-._~`).
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// The value of a hex digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
