public import Foundation

/// The typed values of a link's placeholders and query items, by placeholder name.
///
/// Resolving fills it from the URL (`<int:id>` gives an `Int`, `<uuid:id>` a `UUID`,
/// `<float:x>` a `Double`, `<string:s>` and `<path:p>` a `String`, a custom converter its
/// own type); a pattern's reverse closure builds one from a route with a dictionary literal.
///
/// ```swift
/// route: { p in .item(id: try p.int("id")) },
/// parameters: { route in
///     guard case .item(let id) = route else { return nil }
///     return ["id": id]
/// }
/// ```
///
/// An optional query item that is absent has no value: read it with ``optional(_:as:)``.
/// In a reverse closure, leave it out or give it `nil`.
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
    /// Names and values side by side: a resolved link's names are its pattern's (shared, not
    /// copied), its values one array, so reading a link costs no dictionary. A name without a
    /// value (an optional query item the link leaves out) holds ``absent``.
    private let names: [String]
    private let values: [any Sendable]
    /// Or the pairs of a dictionary literal, kept as written (one array, not two).
    private let pairs: [(String, any Sendable)]

    /// The value of a name that has none.
    struct Absent: Sendable {}
    static let absent: any Sendable = Absent()

    init(names: [String], values: [any Sendable]) {
        self.names = names
        self.values = values
        self.pairs = []
    }

    /// Creates parameters from name-value pairs; a `nil` value counts as absent.
    public init(dictionaryLiteral elements: (String, any Sendable)...) {
        self.names = []
        self.values = []
        self.pairs = elements
    }

    /// The value stored under `name`, `nil` when there is none; possibly an empty `Optional`
    /// a reverse closure gave, which ``contains(_:)`` tells apart. (Telling it apart costs a
    /// cast to a protocol, so the readers try their cast to the value type first.)
    func stored(_ name: String) -> (any Sendable)? {
        if let index = names.lastIndex(of: name) {
            // Comparing types, not casting: `is` would ask the runtime for a cast.
            return type(of: values[index]) == Absent.self ? nil : values[index]
        }
        return pairs.last { $0.0 == name }?.1
    }

    /// Whether `name` has a value: one that is not `nil`.
    func contains(_ name: String) -> Bool {
        stored(name).map { !Self.isNil($0) } ?? false
    }

    /// The value of `<int:name>`.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or not an `Int`.
    public func int(_ name: String) throws(RoutingError) -> Int { try value(name) }

    /// The value of `<uuid:name>`.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or not a `UUID`.
    public func uuid(_ name: String) throws(RoutingError) -> UUID { try value(name) }

    /// The value of `<float:name>`.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or not a `Double`.
    public func double(_ name: String) throws(RoutingError) -> Double { try value(name) }

    /// The value of `<string:name>` or `<name>`, percent-decoded.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or not a `String`.
    public func string(_ name: String) throws(RoutingError) -> String { try value(name) }

    /// The value of `<path:name>`: the decoded remaining segments joined by `/`.
    /// - Throws: ``RoutingError/Code/invalidParameter`` when absent or not a `String`.
    public func path(_ name: String) throws(RoutingError) -> String { try value(name) }

    /// The value of a placeholder of any type, e.g. a custom converter's `<slug:s>`.
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
            reason: "parameter '\(name)' is a \(Swift.type(of: stored)), not a \(T.self)"
        )
    }

    /// Whether a value is an empty `Optional`, which a reverse closure uses to mean "absent".
    /// (A cast to a protocol only `Optional` conforms to: a third of the cost of a `Mirror`.)
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
