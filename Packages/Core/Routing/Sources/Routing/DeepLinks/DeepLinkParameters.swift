public import Foundation

/// The typed values of a link's placeholders and query items, by placeholder name: `<int:id>`
/// gives an `Int`, `<uuid:id>` a `UUID`, `<float:x>` a `Double`, `<string:s>` and `<path:p>` a
/// `String`, a custom converter its own type. A reverse closure builds one with a dictionary
/// literal (`["id": id]`), leaving out (or giving `nil` for) an optional query item, which a
/// route closure reads with ``optional(_:as:)``.
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
    /// A resolved link's names (its pattern's, shared) and values side by side, so that reading
    /// a link builds no dictionary; or a dictionary literal's pairs, as written.
    private let names: [String]
    private let values: [any Sendable]
    private let pairs: [(String, any Sendable)]

    /// The value of an optional query item a link leaves out: `nil`, as a reverse closure says.
    static let absent: any Sendable = Never?.none

    init(names: [String], values: [any Sendable]) {
        (self.names, self.values, pairs) = (names, values, [])
    }

    /// Creates parameters from name-value pairs; a `nil` value counts as absent.
    public init(dictionaryLiteral elements: (String, any Sendable)...) {
        (names, values, pairs) = ([], [], elements)
    }

    /// The value stored under `name`, possibly an empty `Optional`.
    func stored(_ name: String) -> (any Sendable)? {
        names.lastIndex(of: name).map { values[$0] } ?? pairs.last { $0.0 == name }?.1
    }

    /// Whether `name` has a value other than `nil`.
    func contains(_ name: String) -> Bool {
        stored(name).map { !Self.isNil($0) } ?? false
    }

    /// The value of `<int:name>`; throws `invalidParameter` when absent or not an `Int`.
    public func int(_ name: String) throws(RoutingError) -> Int { try value(name) }

    /// The value of `<uuid:name>`; throws `invalidParameter` when absent or not a `UUID`.
    public func uuid(_ name: String) throws(RoutingError) -> UUID { try value(name) }

    /// The value of `<float:name>`; throws `invalidParameter` when absent or not a `Double`.
    public func double(_ name: String) throws(RoutingError) -> Double { try value(name) }

    /// The value of `<string:name>` or `<name>`, percent-decoded; throws `invalidParameter`
    /// when absent or not a `String`.
    public func string(_ name: String) throws(RoutingError) -> String { try value(name) }

    /// The value of `<path:name>`: the decoded remaining segments joined by `/`; throws
    /// `invalidParameter` when absent or not a `String`.
    public func path(_ name: String) throws(RoutingError) -> String { try value(name) }

    /// The value of a placeholder of any type, such as a custom converter's `<slug:s>`.
    /// - Parameters:
    ///   - name: the placeholder name.
    ///   - type: the converter's value type.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or of another type.
    public func value<T>(_ name: String, as type: T.Type = T.self) throws(RoutingError) -> T {
        guard let value = try optional(name, as: type) else {
            throw RoutingError(.invalidParameter, reason: "no parameter named '\(name)'")
        }
        return value
    }

    /// The value of an optional query item, `nil` when the link does not carry it.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when present but of another type.
    public func optional<T>(_ name: String, as type: T.Type = T.self) throws(RoutingError) -> T? {
        guard let stored = stored(name) else { return nil }
        if let value = stored as? T { return value }
        guard !Self.isNil(stored) else { return nil }
        throw RoutingError(
            .invalidParameter,
            reason: "parameter '\(name)' is a \(Swift.type(of: stored)), not a \(T.self)")
    }

    /// Whether a value is an empty `Optional`. (A cast to a protocol only `Optional` conforms
    /// to: a third of the cost of a `Mirror`; the readers try their own cast first.)
    private static func isNil(_ value: any Sendable) -> Bool {
        (value as? any OptionalValue)?.isNone == true
    }
}

/// What `Optional` is, seen from a value of unknown type.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}
