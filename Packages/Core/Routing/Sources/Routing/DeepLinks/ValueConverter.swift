import Foundation

/// A placeholder type with its value type erased, and its rank in the fixed priority order.
struct ValueConverter: Sendable {
    /// Lower ranks are tried first: typed before `string` before `path`.
    enum Rank: Int, Comparable {
        case int, uuid, float, custom, string, path

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The decoded bytes of a segment or a query value: valid UTF-8.
    typealias Bytes = UnsafeBufferPointer<UInt8>

    let name: String
    let rank: Rank
    /// A custom converter's own reading and writing, its value type erased; `nil` for the
    /// built-in types, which ``read(_:)`` and ``write(_:into:)`` handle themselves.
    private let custom: Custom?

    private struct Custom: Sendable {
        let parse: @Sendable (String) -> (any Sendable)?
        let format: @Sendable (any Sendable) -> String?
    }

    /// Whether this converter is tried before `other` at the same segment.
    func precedes(_ other: ValueConverter) -> Bool {
        (rank, name) < (other.rank, other.name)
    }

    /// Reads a value from a segment's bytes: `int` and `uuid` without making a `String`.
    func read(_ bytes: Bytes) -> (any Sendable)? {
        switch rank {
        case .int: Self.int(bytes)
        case .uuid: Self.uuid(bytes)
        case .float:
            Double(String(decoding: bytes, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
        case .string, .path: String(decoding: bytes, as: UTF8.self)
        case .custom: custom?.parse(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Writes `value` percent-encoded at the end of `output` (a `path` value keeps its `/`):
    /// `int` and `uuid` without making a `String`.
    /// - Returns: `false`, writing nothing, when the value is not of the converter's type or
    ///   has no text.
    func write(_ value: any Sendable, into output: inout [UInt8]) -> Bool {
        switch rank {
        case .int:
            guard let value = value as? Int else { return false }
            Self.writeDecimal(value, into: &output)
        case .uuid:
            guard let value = value as? UUID else { return false }
            Self.writeLowercase(value, into: &output)
        case .string, .path:
            guard let text = value as? String else { return false }
            PercentEncoding.encode(text.utf8, into: &output, keepingSlashes: rank == .path)
        case .float:
            guard let value = value as? Double, value.isFinite else { return false }
            PercentEncoding.encode(String(value).utf8, into: &output)
        case .custom:
            guard let text = custom?.format(value) else { return false }
            PercentEncoding.encode(text.utf8, into: &output)
        }
        return true
    }

    /// Reads a value from text (a query value).
    func parse(_ text: String) -> (any Sendable)? {
        var text = text
        return text.withUTF8(read)
    }

    init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        let (parse, format) = (converter.parse, converter.format)
        self.name = converter.name
        self.rank = .custom
        self.custom = Custom(parse: { parse($0) }, format: { ($0 as? Value).map(format) })
    }

    private init(builtIn rank: Rank) {
        self.name = "\(rank)"
        self.rank = rank
        self.custom = nil
    }

    static let builtIns: [String: ValueConverter] = Dictionary(
        uniqueKeysWithValues: [Rank.int, .uuid, .float, .string, .path].map {
            ("\($0)", ValueConverter(builtIn: $0))
        })

    /// What `Int(_: String)` accepts: an optional `+` or `-`, then one or more ASCII digits,
    /// within `Int`'s range.
    private static func int(_ bytes: Bytes) -> Int? {
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let digits =
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            let digit = Int(byte) &- 0x30
            guard (0...9).contains(digit) else { return nil }
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) =
                negative
                ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = next
        }
        return value
    }

    /// `String(value)`'s bytes.
    private static func writeDecimal(_ value: Int, into output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        let start = output.count
        var magnitude = value.magnitude
        repeat {
            output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        output[start...].reverse()
    }

    /// `value.uuidString.lowercased()`'s bytes: 32 lowercase hex digits grouped 8-4-4-4-12.
    private static func writeLowercase(_ value: UUID, into output: inout [UInt8]) {
        withUnsafeBytes(of: value.uuid) { bytes in
            for (position, byte) in bytes.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    output.append(UInt8(ascii: "-"))
                }
                output.append(lowercaseHexDigits[Int(byte >> 4)])
                output.append(lowercaseHexDigits[Int(byte & 0xF)])
            }
        }
    }

    private static let lowercaseHexDigits = Array("0123456789abcdef".utf8)

    /// What `UUID(uuidString:)` accepts: 32 hex digits, either case, grouped 8-4-4-4-12 by
    /// dashes.
    private static func uuid(_ bytes: Bytes) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var index = 0
        let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
            for position in 0..<16 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = PercentEncoding.hexValue(bytes[index]),
                    let low = PercentEncoding.hexValue(bytes[index + 1])
                else {
                    return false
                }
                out[position] = high << 4 | low
                index += 2
            }
            return true
        }
        return parsed ? UUID(uuid: value) : nil
    }
}
