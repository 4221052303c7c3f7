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
    /// The value of a decoded segment or query value; `nil` when the text is not one.
    let read: @Sendable (String) -> (any Sendable)?
    /// The text of a value (not yet percent-encoded); `nil` when it is not of this type.
    let write: @Sendable (any Sendable) -> String?

    /// Whether this converter is tried before `other` at the same segment.
    func precedes(_ other: ValueConverter) -> Bool {
        (rank.rawValue, name) < (other.rank.rawValue, other.name)
    }

    init(
        _ name: String, _ rank: Rank, read: @escaping @Sendable (String) -> (any Sendable)?,
        write: @escaping @Sendable (any Sendable) -> String?
    ) {
        (self.name, self.rank, self.read, self.write) = (name, rank, read, write)
    }

    /// A custom converter; a value whose text its own `parse` refuses is not written.
    convenience init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        let (parse, format) = (converter.parse, converter.format)
        self.init(converter.name, .custom, read: { parse($0) }) { value in
            guard let value = value as? Value else { return nil }
            let text = format(value)
            return parse(text) == nil ? nil : text
        }
    }

    /// `int` (what `Int(_:)` reads), `uuid` (written lowercase), `float` (finite), `string`
    /// and `path`.
    static let builtIns: [String: ValueConverter] = [
        "int": ValueConverter("int", .int, read: { Int($0) }) { ($0 as? Int).map(String.init) },
        "uuid": ValueConverter("uuid", .uuid, read: uuid) {
            ($0 as? UUID)?.uuidString.lowercased()
        },
        "float": ValueConverter("float", .float, read: { Double($0).flatMap(finite) }) {
            ($0 as? Double).flatMap(finite).map { String($0) }
        },
        "string": ValueConverter("string", .string, read: { $0 }) { $0 as? String },
        "path": ValueConverter("path", .path, read: { $0 }) { $0 as? String },
    ]

    private static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

    /// What `UUID(uuidString:)` reads (32 hex digits, either case, grouped 8-4-4-4-12), read
    /// here because Foundation's reading is slow on Linux (it scans with `sscanf`).
    private static func uuid(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var bytes: [UInt8] = []
        var high: UInt8?
        for (offset, byte) in text.utf8.enumerated() {
            guard offset != 8, offset != 13, offset != 18, offset != 23 else {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = hexValue(byte) else { return nil }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        let b = bytes
        return UUID(
            uuid: (
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12],
                b[13], b[14], b[15]
            ))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
