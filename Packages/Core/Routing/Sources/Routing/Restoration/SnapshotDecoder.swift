import Foundation

/// Decodes what `JSONEncoder()` wrote (its default strategies), as `JSONDecoder()` does, from
/// a ``JSONDocument`` read in one pass: a key is looked up in place rather than every object
/// copied into a dictionary first, which is most of JSONDecoder's cost in a saved state.
///
/// What it reads like JSONDecoder: `URL` from its absolute string, `Data` from Base64,
/// `Decimal` from a number, `Date` through its own `Codable` (seconds since the reference
/// date), the first of repeated keys, names as Swift compares strings, integers written with
/// a fraction or an exponent when exact, nesting to 512 levels. Where it is stricter: the
/// grammar is RFC 8259's (no trailing commas, no leading zeros, UTF-8 and escapes checked
/// before anything is decoded). Errors are `DecodingError`s with the coding path; a fault in
/// the JSON itself is a `dataCorrupted` error at the top.
struct SnapshotDecoder {
    /// Handed to every `init(from:)` as the decoder's `userInfo`.
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let document: JSONDocument
        do {
            document = try JSONDocument(Array(data))
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription:
                        "The given data was not valid JSON: \(error.reason) at byte \(error.offset)."
                ))
        }
        return try DecodingContext(document: document, userInfo: userInfo)
            .value(T.self, at: 0, in: nil, key: nil)
    }
}

/// The document and user info every decoder and container of one decoding shares.
private final class DecodingContext {
    let document: JSONDocument
    let userInfo: [CodingUserInfoKey: Any]

    init(document: JSONDocument, userInfo: [CodingUserInfoKey: Any]) {
        self.document = document
        self.userInfo = userInfo
    }

    func kind(at index: Int) -> JSONDocument.Kind {
        document.nodes[index].kind
    }

    /// Decodes the node at `index`; `key` in `parent` names it in errors and in the
    /// coding path of the decoder a type decodes itself from.
    func value<T: Decodable>(
        _ type: T.Type, at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?
    ) throws -> T {
        if T.self == URL.self {
            let string = try self.string(at: index, in: parent, key: key)
            guard let url = URL(string: string) else {
                throw corrupted("Invalid URL string.", in: parent, key: key)
            }
            return url as! T
        }
        if T.self == Data.self {
            let string = try self.string(at: index, in: parent, key: key)
            guard let data = Data(base64Encoded: string) else {
                throw corrupted("Encountered Data is not valid Base64.", in: parent, key: key)
            }
            return data as! T
        }
        if T.self == Decimal.self {
            guard kind(at: index) == .integer || kind(at: index) == .number else {
                throw mismatch(Decimal.self, at: index, in: parent, key: key)
            }
            let text = document.text(of: index)
            guard let decimal = Decimal(string: text) else {
                throw corrupted(
                    "Parsed JSON number <\(text)> does not fit in Decimal.", in: parent, key: key)
            }
            return decimal as! T
        }
        let path = key.map { CodingPathNode(parent: parent, key: $0) } ?? parent
        return try T(from: NodeDecoder(context: self, index: index, path: path))
    }

    func bool(at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?) throws -> Bool {
        switch kind(at: index) {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index, in: parent, key: key)
        }
    }

    func string(at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?) throws -> String {
        switch kind(at: index) {
        case .string, .escapedString: return document.text(of: index)
        default: throw mismatch(String.self, at: index, in: parent, key: key)
        }
    }

    func integer<T: FixedWidthInteger>(
        _ type: T.Type, at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?
    ) throws -> T {
        let node = document.nodes[index]
        switch node.kind {
        case .integer:
            var offset = Int(node.start)
            let negative = document.bytes[offset] == UInt8(ascii: "-")
            if negative { offset += 1 }
            var value: T = 0
            while offset < Int(node.end) {
                let digit = T(document.bytes[offset] - UInt8(ascii: "0"))
                let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowedAgain) =
                    negative
                    ? shifted.subtractingReportingOverflow(digit)
                    : shifted.addingReportingOverflow(digit)
                guard !overflowed, !overflowedAgain else { break }
                value = next
                offset += 1
            }
            if offset == Int(node.end) { return value }
        case .number:
            if let double = Double(document.text(of: index)), let value = T(exactly: double) {
                return value
            }
        default:
            throw mismatch(T.self, at: index, in: parent, key: key)
        }
        throw corrupted(
            "Parsed JSON number <\(document.text(of: index))> does not fit in \(T.self).",
            in: parent, key: key)
    }

    func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?
    ) throws -> T {
        guard kind(at: index) == .integer || kind(at: index) == .number else {
            throw mismatch(T.self, at: index, in: parent, key: key)
        }
        let text = document.text(of: index)
        guard let value = T(text), value.isFinite else {
            throw corrupted(
                "Parsed JSON number <\(text)> does not fit in \(T.self).", in: parent, key: key)
        }
        return value
    }

    /// The error for a node of another type than `type`: `valueNotFound` for `null`.
    func mismatch(
        _ type: Any.Type, at index: Int, in parent: CodingPathNode?, key: (any CodingKey)?
    ) -> DecodingError {
        let path = CodingPathNode.path(parent, key)
        let found: String
        switch kind(at: index) {
        case .null:
            return .valueNotFound(
                type,
                .init(
                    codingPath: path,
                    debugDescription: "Cannot get \(type) -- found null value instead"))
        case .true, .false: found = "bool"
        case .integer, .number: found = "number"
        case .string, .escapedString: found = "a string"
        case .array: found = "an array"
        case .object: found = "a dictionary"
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }

    func corrupted(_ reason: String, in parent: CodingPathNode?, key: (any CodingKey)?)
        -> DecodingError
    {
        .dataCorrupted(
            .init(codingPath: CodingPathNode.path(parent, key), debugDescription: reason))
    }
}

/// A coding path as a list from the innermost key out, made only where a decoder or a
/// container needs one.
private final class CodingPathNode {
    let parent: CodingPathNode?
    let key: any CodingKey

    init(parent: CodingPathNode?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func path(_ node: CodingPathNode?, _ key: (any CodingKey)? = nil) -> [any CodingKey] {
        var path: [any CodingKey] = key.map { [$0] } ?? []
        var node = node
        while let current = node {
            path.append(current.key)
            node = current.parent
        }
        return path.reversed()
    }
}

/// The key of an array element, or of `super`; an element's name is only written out when
/// asked for (an error's path).
private enum IndexKey: CodingKey {
    case index(Int)
    case named(String)

    var stringValue: String {
        switch self {
        case .index(let index): "Index \(index)"
        case .named(let name): name
        }
    }

    var intValue: Int? {
        guard case .index(let index) = self else { return nil }
        return index
    }

    init(stringValue: String) {
        self = .named(stringValue)
    }

    init(intValue: Int) {
        self = .index(intValue)
    }
}

private struct NodeDecoder: Decoder {
    let context: DecodingContext
    let index: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard context.kind(at: index) == .object else {
            throw context.mismatch([String: Any].self, at: index, in: path, key: nil)
        }
        return KeyedDecodingContainer(KeyedNodes<Key>(context: context, index: index, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard context.kind(at: index) == .array else {
            throw context.mismatch([Any].self, at: index, in: path, key: nil)
        }
        return UnkeyedNodes(context: context, index: index, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }
}

extension NodeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { context.kind(at: index) == .null }
    func decode(_ type: Bool.Type) throws -> Bool {
        try context.bool(at: index, in: path, key: nil)
    }
    func decode(_ type: String.Type) throws -> String {
        try context.string(at: index, in: path, key: nil)
    }
    func decode(_ type: Double.Type) throws -> Double { try float(type) }
    func decode(_ type: Float.Type) throws -> Float { try float(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try context.value(type, at: index, in: path, key: nil)
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try context.integer(type, at: index, in: path, key: nil)
    }

    private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws
        -> T
    {
        try context.float(type, at: index, in: path, key: nil)
    }
}

private struct KeyedNodes<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Objects with more members than this are indexed when a container opens them: a
    /// search per key would make a large dictionary (a hostile file) quadratic to read.
    private static var maximumScanned: Int { 16 }

    let context: DecodingContext
    /// The object's node.
    let index: Int
    let path: CodingPathNode?
    /// The value node of each name, the first of repeated names, for a large object.
    private let indexed: [String: Int]?

    init(context: DecodingContext, index: Int, path: CodingPathNode?) {
        self.context = context
        self.index = index
        self.path = path
        let count = Int(context.document.nodes[index].count)
        guard count > Self.maximumScanned else {
            indexed = nil
            return
        }
        var indexed: [String: Int] = [:]
        indexed.reserveCapacity(count)
        for key in context.document.members(of: index) {
            let name = context.document.text(of: key)
            if indexed[name] == nil { indexed[name] = key + 1 }
        }
        self.indexed = indexed
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }

    var allKeys: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(Int(context.document.nodes[index].count))
        for member in context.document.members(of: index) {
            if let key = Key(stringValue: context.document.text(of: member)) { keys.append(key) }
        }
        return keys
    }

    /// The value node of the first member named `key`.
    private func valueIndex(_ key: some CodingKey) -> Int? {
        var name = key.stringValue
        if let indexed { return indexed[name] }
        let document = context.document
        return name.withUTF8 { bytes in
            document.members(of: index).first { document.string(at: $0, equals: bytes) }
                .map { $0 + 1 }
        }
    }

    private func require(_ key: Key) throws -> Int {
        guard let value = valueIndex(key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "No value associated with key \(key) (\"\(key.stringValue)\")."
                ))
        }
        return value
    }

    func contains(_ key: Key) -> Bool { valueIndex(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        context.kind(at: try require(key)) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try context.bool(at: require(key), in: path, key: key)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try context.string(at: require(key), in: path, key: key)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try float(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try float(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try context.value(type, at: require(key), in: path, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        throws -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(require(key), key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(require(key), key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = IndexKey.named("super")
        return decoder(valueIndex(key) ?? context.document.missing, key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder(valueIndex(key) ?? context.document.missing, key)
    }

    private func decoder(_ value: Int, _ key: any CodingKey) -> NodeDecoder {
        NodeDecoder(context: context, index: value, path: CodingPathNode(parent: path, key: key))
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try context.integer(type, at: require(key), in: path, key: key)
    }

    private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ key: Key
    )
        throws -> T
    {
        try context.float(type, at: require(key), in: path, key: key)
    }
}

private struct UnkeyedNodes: UnkeyedDecodingContainer {
    let context: DecodingContext
    let path: CodingPathNode?
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the element at `currentIndex`.
    private var element: Int

    init(context: DecodingContext, index: Int, path: CodingPathNode?) {
        self.context = context
        self.path = path
        count = Int(context.document.nodes[index].count)
        element = index + 1
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }
    var isAtEnd: Bool { currentIndex >= count! }

    mutating func decodeNil() throws -> Bool {
        guard context.kind(at: try current(Any?.self)) == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next { try $0.bool(at: $2, in: $1, key: $3) }
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try next { try $0.string(at: $2, in: $1, key: $3) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double { try float(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try float(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next { try $0.value(type, at: $2, in: $1, key: $3) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next { try Self.decoder($0, $1, $2, $3).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { try Self.decoder($0, $1, $2, $3).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next { Self.decoder($0, $1, $2, $3) }
    }

    private static func decoder(
        _ context: DecodingContext, _ path: CodingPathNode?, _ index: Int, _ key: IndexKey
    ) -> NodeDecoder {
        NodeDecoder(context: context, index: index, path: CodingPathNode(parent: path, key: key))
    }

    /// Reads the current element and moves past it, only when `read` succeeds.
    private mutating func next<T>(
        _ read: (DecodingContext, CodingPathNode?, Int, IndexKey) throws -> T
    ) throws -> T {
        let value = try read(context, path, current(T.self), IndexKey.index(currentIndex))
        advance()
        return value
    }

    private func current<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: CodingPathNode.path(path, IndexKey.index(currentIndex)),
                    debugDescription: "Unkeyed container is at end."))
        }
        return element
    }

    private mutating func advance() {
        element = Int(context.document.nodes[element].next)
        currentIndex += 1
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try next { try $0.integer(type, at: $2, in: $1, key: $3) }
    }

    private mutating func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type)
        throws -> T
    {
        try next { try $0.float(type, at: $2, in: $1, key: $3) }
    }
}
