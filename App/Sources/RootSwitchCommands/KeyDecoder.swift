/// Turns the bytes a terminal sends into ``Key``s: UTF-8 characters, control keys, and the
/// escape sequences of arrows, Home, End and Delete (`ESC [` and `ESC O` forms, xterm and
/// VT220 alike). Other control bytes and unknown sequences are dropped whole.
///
/// A pure function: bytes that may begin a longer sequence (a lone `ESC`, half a UTF-8
/// character) come back as `rest`, to be decoded with the next bytes read.
///
/// ```swift
/// KeyDecoder.decode(Array("ab\u{1B}[D".utf8))  // ([.character("a"), .character("b"), .left], [])
/// ```
package enum KeyDecoder {
    /// The keys in `bytes`, and the bytes of an incomplete sequence at the end.
    package static func decode(_ bytes: [UInt8]) -> (keys: [Key], rest: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int?
            let key: Key?
            if byte == 0x1B {
                (key, length) = escapeSequence(bytes[index...])
            } else if byte < 0x20 || byte == 0x7F {
                (key, length) = (control(byte), 1)
            } else {
                (key, length) = character(bytes[index...])
            }
            guard let length else { return (keys, Array(bytes[index...])) }
            if let key { keys.append(key) }
            index += length
        }
        return (keys, [])
    }

    private static func control(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        case 0x01: .home
        case 0x05: .end
        case 0x02: .left
        case 0x06: .right
        case 0x10: .up
        case 0x0E: .down
        case 0x15: .eraseToStart
        case 0x04: .endOfInput
        case 0x03: .interrupt
        default: nil
        }
    }

    /// The key an escape sequence at the start of `bytes` means, and its length; a nil
    /// length when the sequence is not complete yet.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int?) {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return (nil, nil) }
        switch bytes[start + 1] {
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return (nil, nil) }
            return (final(bytes[start + 2], parameters: []), 3)
        case UInt8(ascii: "["):
            // Parameter and intermediate bytes (0x20-0x3F), then one final byte (0x40-0x7E).
            var end = start + 2
            while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.endIndex else {
                // Too long to be a key: drop what came so far.
                return bytes.count > maxSequenceLength ? (nil, bytes.count) : (nil, nil)
            }
            return (final(bytes[end], parameters: Array(bytes[(start + 2)..<end])), end - start + 1)
        default:
            // Alt with a key, or a lone Escape typed before another key: drop the Escape.
            return (nil, 1)
        }
    }

    private static func final(_ byte: UInt8, parameters: [UInt8]) -> Key? {
        switch (byte, String(decoding: parameters, as: UTF8.self)) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "3"): .delete
        default: nil
        }
    }

    /// A UTF-8 character at the start of `bytes` and its length; a nil length when it is cut
    /// short. A byte that cannot start or continue one is dropped.
    private static func character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int?) {
        let lead = bytes[bytes.startIndex]
        let length =
            switch lead {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        let encoded = bytes.prefix(length)
        guard length > 0, encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            return (nil, 1)
        }
        guard encoded.count == length else { return (nil, nil) }
        guard let scalar = String(validating: encoded, as: UTF8.self)?.unicodeScalars.first
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }

    private static let maxSequenceLength = 16
}
