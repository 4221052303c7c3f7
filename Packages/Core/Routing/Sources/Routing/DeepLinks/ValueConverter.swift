import Foundation

/// A placeholder type with its value type erased, and its rank in the fixed priority order.
struct ValueConverter: Sendable {
    /// Lower ranks are tried first: typed before `string` before `path`.
    enum Rank: Int, Sendable {
        case int, uuid, float, custom, string, path
    }

    let name: String
    let rank: Rank
    /// The value of a decoded segment or query value; `nil` when the text is not one.
    let read: @Sendable (Substring) -> (any Sendable)?
    /// The text of a value (not yet percent-encoded); `nil` when it is not of this type.
    let write: @Sendable (any Sendable) -> String?

    /// Whether this converter is tried before `other` at the same segment.
    func precedes(_ other: ValueConverter) -> Bool {
        (rank.rawValue, name) < (other.rank.rawValue, other.name)
    }

    init(
        _ name: String, _ rank: Rank, read: @escaping @Sendable (Substring) -> (any Sendable)?,
        write: @escaping @Sendable (any Sendable) -> String?
    ) {
        (self.name, self.rank, self.read, self.write) = (name, rank, read, write)
    }

    /// A custom converter; a value whose text its own `parse` refuses is not written.
    init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        let (parse, format) = (converter.parse, converter.format)
        self.init(converter.name, .custom, read: { parse(String($0)) }) { value in
            guard let value = value as? Value else { return nil }
            let text = format(value)
            return parse(text) == nil ? nil : text
        }
    }

    /// `int` (what `Int(_:)` reads), `uuid` (written lowercase), `float` (finite), `string`
    /// and `path`.
    static let builtIns: [String: ValueConverter] = [
        "int": ValueConverter("int", .int, read: { Int($0) }) { ($0 as? Int).map(String.init) },
        "uuid": ValueConverter("uuid", .uuid, read: { UUID(uuidString: String($0)) }) {
            ($0 as? UUID)?.uuidString.lowercased()
        },
        "float": ValueConverter("float", .float, read: { Double($0).flatMap(finite) }) {
            ($0 as? Double).flatMap(finite).map { String($0) }
        },
        "string": ValueConverter("string", .string, read: { String($0) }) { $0 as? String },
        "path": ValueConverter("path", .path, read: { String($0) }) { $0 as? String },
    ]

    private static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
}
