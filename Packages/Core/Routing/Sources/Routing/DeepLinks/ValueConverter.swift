import Foundation

/// A placeholder type with its value type erased, and its rank in the fixed priority order. A
/// class, so that a lookup reading it retains it once.
final class ValueConverter: Sendable {
    /// Lower ranks are tried first: typed before `string` before `path`.
    enum Rank: Int, Sendable {
        case int, uuid, float, custom, string, path
    }

    let name: String
    let rank: Rank
    /// A custom converter's reading and writing; `nil` for a built-in type.
    private let custom:
        (read: @Sendable (String) -> (any Sendable)?, write: @Sendable (any Sendable) -> String?)?

    private init(
        _ name: String, _ rank: Rank,
        custom: (
            read: @Sendable (String) -> (any Sendable)?, write: @Sendable (any Sendable) -> String?
        )? = nil
    ) {
        (self.name, self.rank, self.custom) = (name, rank, custom)
    }

    /// A custom converter; a value whose text its own `parse` refuses is not written.
    convenience init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        let (parse, format) = (converter.parse, converter.format)
        self.init(
            converter.name, .custom,
            custom: (
                read: { parse($0) },
                write: { value in
                    guard case let value as Value = value, parse(format(value)) != nil else {
                        return nil
                    }
                    return format(value)
                }
            ))
    }

    /// `int`, `uuid`, `float`, `string` and `path`.
    static let builtIns = Dictionary(
        uniqueKeysWithValues: [Rank.int, .uuid, .float, .string, .path].map {
            ("\($0)", ValueConverter("\($0)", $0))
        })

    /// Whether this converter is tried before `other` at the same segment.
    func precedes(_ other: ValueConverter) -> Bool {
        (rank.rawValue, name) < (other.rank.rawValue, other.name)
    }

    /// The value of a decoded segment or query value (`int` reads what `Int(_:)` does, `float`
    /// only finite numbers); `nil` when the text is not one.
    func read(_ text: String) -> (any Sendable)? {
        switch rank {
        case .int: Int(text)
        case .uuid: Self.uuid(text)
        case .float: Double(text).flatMap { $0.isFinite ? $0 : nil }
        case .string, .path: text
        case .custom: custom?.read(text)
        }
    }

    /// The value's text in a link, percent-encoded (a `path` keeps its `/`, a `uuid` is
    /// lowercase); `nil` when the value is not of this type.
    func write(_ value: any Sendable) -> String? {
        switch rank {
        case .int: (value as? Int).map { String($0) }
        case .uuid: (value as? UUID)?.uuidString.lowercased()
        case .float:
            (value as? Double).flatMap { $0.isFinite ? PercentEncoding.encode(String($0)) : nil }
        case .string, .path:
            (value as? String).map { PercentEncoding.encode($0, keepingSlashes: rank == .path) }
        case .custom: custom?.write(value).map { PercentEncoding.encode($0) }
        }
    }

    /// What `UUID(uuidString:)` reads (32 hex digits, either case, grouped 8-4-4-4-12), read
    /// here, allocating nothing, because Foundation reads it with `sscanf` on Linux.
    private static func uuid(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var (high, low, digits): (UInt64, UInt64, Int) = (0, 0, 0)
        for (offset, byte) in text.utf8.enumerated() {
            guard offset != 8, offset != 13, offset != 18, offset != 23 else {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit = UInt64(hex(byte))
            guard digit < 16 else { return nil }
            if digits < 16 { high = high << 4 | digit } else { low = low << 4 | digit }
            digits += 1
        }
        let h = { (index: UInt64) in UInt8(truncatingIfNeeded: high >> (56 - 8 * index)) }
        let l = { (index: UInt64) in UInt8(truncatingIfNeeded: low >> (56 - 8 * index)) }
        return UUID(
            uuid: (
                h(0), h(1), h(2), h(3), h(4), h(5), h(6), h(7), l(0), l(1), l(2), l(3), l(4), l(5),
                l(6), l(7)
            ))
    }

    /// A hex digit's value, either case; 16 (never a digit) for any other byte.
    private static func hex(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: 16
        }
    }
}
