import Foundation

/// A placeholder type with its value type erased, and its rank in the fixed priority order. A
/// class, so that reading one during a lookup retains it once. `package` for its rank, which
/// RoutingTools writes App Intents types by.
package final class ValueConverter: Sendable {
    /// Lower ranks are tried first: typed before `string` before `path`, in the order of the
    /// cases. A built-in type's name in a pattern is its case's raw value (`int`, `uuid`...).
    package enum Rank: String, CaseIterable, Comparable, Sendable {
        case int, uuid, float, custom, string, path

        package static func < (lhs: Rank, rhs: Rank) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    let name: String
    package let rank: Rank
    /// A custom converter's reading and writing (unused by the built-in ones).
    private let parse: @Sendable (String) -> (any Sendable)?
    private let format: @Sendable (any Sendable) -> String?

    private init(
        _ name: String, _ rank: Rank, parse: @escaping @Sendable (String) -> (any Sendable)?,
        format: @escaping @Sendable (any Sendable) -> String?
    ) {
        (self.name, self.rank, self.parse, self.format) = (name, rank, parse, format)
    }

    /// A custom converter; a value whose text its own `parse` refuses is not written.
    convenience init<Value: Sendable>(_ converter: DeepLinkConverter<Value>) {
        let (parse, format) = (converter.parse, converter.format)
        self.init(
            converter.name, .custom, parse: { parse($0) },
            format: { value in
                guard case let value as Value = value, parse(format(value)) != nil else {
                    return nil
                }
                return format(value)
            })
    }

    /// `int`, `uuid`, `float`, `string` and `path`, named by their ranks' raw values (naming a
    /// case by reflection, `"\(rank)"`, cost a process's first launch about a millisecond).
    static let builtIns = Dictionary(
        uniqueKeysWithValues: [Rank.int, .uuid, .float, .string, .path].map { rank in
            let name = rank.rawValue
            return (name, ValueConverter(name, rank, parse: { _ in nil }, format: { _ in nil }))
        })

    /// The value of a decoded segment or query value (`int` reads what `Int(_:)` does, `uuid`
    /// what `UUID(uuidString:)` does, `float` only finite numbers); `nil` when it is not one.
    func read(_ text: String) -> (any Sendable)? {
        switch rank {
        case .int: Int(text)
        case .uuid: Self.uuid(text)
        case .float: Double(text).flatMap { $0.isFinite ? $0 : nil }
        case .string, .path: text
        case .custom: parse(text)
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
        case .custom: format(value).map { PercentEncoding.encode($0) }
        }
    }

    /// What `UUID(uuidString:)` reads (32 hex digits, either case, grouped 8-4-4-4-12), read
    /// here because Foundation reads it with `sscanf` on Linux.
    private static func uuid(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var (high, low, offset): (UInt64, UInt64, Int) = (0, 0, -1)
        for byte in text.utf8 {
            offset += 1
            guard offset != 8, offset != 13, offset != 18, offset != 23 else {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = PercentEncoding.hexDigit(byte).map(UInt64.init) else { return nil }
            if offset < 19 { high = high << 4 | digit } else { low = low << 4 | digit }
        }
        let h = { (index: UInt64) in UInt8(truncatingIfNeeded: high >> (56 - 8 * index)) }
        let l = { (index: UInt64) in UInt8(truncatingIfNeeded: low >> (56 - 8 * index)) }
        return UUID(
            uuid: (
                h(0), h(1), h(2), h(3), h(4), h(5), h(6), h(7), l(0), l(1), l(2), l(3), l(4), l(5),
                l(6), l(7)
            ))
    }
}
