/// Derives the JSON Schema of a contract body from its `Decodable` conformance, so the
/// OpenAPI document states each body exactly as the code decodes it, never a second time by
/// hand.
///
/// It decodes the type from a decoder that records what it is asked for instead of reading
/// anything: `decode` is a required property, `decodeIfPresent` an optional one that may be
/// `null`, a nested contract type becomes a named schema of its own (a `$ref`), an array the
/// schema of its elements. The values handed back are placeholders; the bodies of the contract
/// are plain structs whose initializers check nothing, which is what makes this possible.
struct SchemaReader {
    /// The named schemas met so far, by type name: the document's `components/schemas`.
    private(set) var components: [String: [String: Any]] = [:]

    /// A reference to `type`'s schema, recording it (and every type it holds) in
    /// ``components``.
    mutating func reference(to type: any Decodable.Type) -> [String: Any] {
        let name = Self.name(of: type)
        if components[name] == nil {
            let recorder = Recorder()
            _ = try? type.init(from: SchemaDecoder(recorder: recorder))
            components[name] = recorder.schema
            for nested in recorder.nested { _ = reference(to: nested) }
        }
        return ["$ref": "#/components/schemas/\(name)"]
    }

    /// `Credentials` for `BackendContract.Credentials`.
    static func name(of type: any Any.Type) -> String {
        String(describing: type)
    }
}

/// What one type's decoding asked for.
private final class Recorder {
    var properties: [String: [String: Any]] = [:]
    var required: [String] = []
    /// The contract types met inside, to name as schemas of their own.
    var nested: [any Decodable.Type] = []
    /// Set when the type decoded a single value or a list rather than an object.
    var whole: [String: Any]?

    /// The keys asked about with `decodeNil` first: what `decodeIfPresent` does for the
    /// types JSON has, so they are optional and may be `null`.
    var optional: Set<String> = []

    var schema: [String: Any] {
        if let whole { return whole }
        var shown = properties
        for key in optional { shown[key] = shown[key].map(nullable) }
        var schema: [String: Any] = ["type": "object", "properties": shown]
        let required = Set(required).subtracting(optional)
        if !required.isEmpty { schema["required"] = required.sorted() }
        return schema
    }

    /// The schema of a value of `type`, placeholder value handed back.
    func value<T: Decodable>(_ type: T.Type) throws -> (T, [String: Any]) {
        if let primitive = Self.primitive(type) {
            return (primitive.value, ["type": primitive.name])
        }
        let inner = Recorder()
        let value = try T(from: SchemaDecoder(recorder: inner))
        if let whole = inner.whole { return (value, whole) }
        nested.append(type)
        return (value, ["$ref": "#/components/schemas/\(SchemaReader.name(of: type))"])
    }

    /// A JSON type's name and a placeholder value, for the types JSON has.
    private static func primitive<T>(_ type: T.Type) -> (name: String, value: T)? {
        if let value = "" as? T { return ("string", value) }
        if let value = false as? T { return ("boolean", value) }
        if let value = 0 as? T, type == Int.self { return ("integer", value) }
        if let value = 0.0 as? T { return ("number", value) }
        return nil
    }
}

/// `schema` that may also be `null`.
private func nullable(_ schema: [String: Any]) -> [String: Any] {
    if let type = schema["type"] as? String {
        return schema.merging(["type": [type, "null"]]) { $1 }
    }
    return ["anyOf": [schema, ["type": "null"]]]
}

private struct SchemaDecoder: Decoder {
    let recorder: Recorder
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedRecorder<Key>(recorder: recorder))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        ListRecorder(recorder: recorder)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        ValueRecorder(recorder: recorder)
    }
}

private struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: Recorder
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) -> Bool {
        recorder.optional.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, schema) = try recorder.value(type)
        recorder.properties[key.stringValue] = schema
        recorder.required.append(key.stringValue)
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let (value, schema) = try recorder.value(type)
        recorder.properties[key.stringValue] = schema
        recorder.optional.insert(key.stringValue)
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(KeyedRecorder<NestedKey>(recorder: Recorder()))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
        ListRecorder(recorder: Recorder())
    }

    func superDecoder() -> any Decoder { SchemaDecoder(recorder: Recorder()) }

    func superDecoder(forKey key: Key) -> any Decoder { SchemaDecoder(recorder: Recorder()) }
}

/// A list: one element is decoded, its schema is the items'.
private struct ListRecorder: UnkeyedDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] = []
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex > 0 }
    var currentIndex = 0

    mutating func decodeNil() -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try recorder.value(type)
        recorder.whole = ["type": "array", "items": schema]
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
        -> KeyedDecodingContainer<NestedKey>
    {
        currentIndex += 1
        return KeyedDecodingContainer(KeyedRecorder<NestedKey>(recorder: Recorder()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return ListRecorder(recorder: Recorder())
    }

    mutating func superDecoder() -> any Decoder { SchemaDecoder(recorder: Recorder()) }
}

/// A single value, such as a raw-value enum's.
private struct ValueRecorder: SingleValueDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try recorder.value(type)
        recorder.whole = schema
        return value
    }
}
