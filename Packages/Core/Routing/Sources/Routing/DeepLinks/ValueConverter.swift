import Foundation

/// A placeholder type with its value type erased, and its rank in the fixed priority order.
struct ValueConverter: Sendable {
    /// Lower ranks are tried first: typed before `string` before `path`.
    enum Rank: Int, Comparable {
        case int, uuid, float, custom, string, path

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let name: String
    let rank: Rank
    let parse: @Sendable (String) -> (any Sendable)?
    let format: @Sendable (any Sendable) -> String?

    /// Whether this converter is tried before `other` at the same segment.
    func precedes(_ other: ValueConverter) -> Bool {
        (rank, name) < (other.rank, other.name)
    }

    init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        self.init(
            name: converter.name, rank: .custom, parse: converter.parse, format: converter.format)
    }

    private init<Value: Sendable>(
        name: String,
        rank: Rank,
        parse: @escaping @Sendable (String) -> Value?,
        format: @escaping @Sendable (Value) -> String?
    ) {
        self.name = name
        self.rank = rank
        self.parse = { parse($0) }
        self.format = { ($0 as? Value).flatMap(format) }
    }

    static let builtIns: [String: ValueConverter] = [
        "int": ValueConverter(name: "int", rank: .int, parse: { Int($0) }, format: { String($0) }),
        "uuid": ValueConverter(
            name: "uuid", rank: .uuid, parse: { UUID(uuidString: $0) },
            format: { $0.uuidString.lowercased() }
        ),
        "float": ValueConverter(
            name: "float", rank: .float, parse: { Double($0).flatMap { $0.isFinite ? $0 : nil } },
            format: { $0.isFinite ? String($0) : nil }
        ),
        "string": ValueConverter(name: "string", rank: .string, parse: { $0 }, format: { $0 }),
        "path": ValueConverter(name: "path", rank: .path, parse: { $0 }, format: { $0 }),
    ]
}
