/// A JSON document read once into a flat list of nodes, in document order, for
/// ``SnapshotDecoder`` to decode from without building a dictionary per object.
///
/// An array's node is followed by its elements' nodes, an object's by a key node and a value
/// node per member; every node knows where the nodes of its subtree end. Strings and numbers
/// are kept as ranges of the document's bytes and converted when a value is asked for.
/// Reading checks the whole grammar (RFC 8259), UTF-8 included, with nesting limited to
/// ``maximumDepth`` levels, and throws ``JSONDocument/SyntaxError`` at the first fault.
struct JSONDocument {
    /// The deepest nesting read, as JSONDecoder allows.
    static let maximumDepth = 512

    enum Kind: UInt8 {
        case null, `true`, `false`
        /// A number written without a fraction or an exponent.
        case integer
        case number
        /// A string without escapes: its bytes are its UTF-8.
        case string
        case escapedString
        case array, object
    }

    struct Node {
        var kind: Kind
        /// Scalars: the first byte; strings: the first byte after the opening quote.
        var start: Int32
        /// Scalars: one past the last byte; strings: the closing quote.
        var end: Int32
        /// The index of the first node after this one's subtree.
        var next: Int32
        /// Arrays: the number of elements; objects: the number of members.
        var count: Int32
    }

    struct SyntaxError: Error {
        let offset: Int
        let reason: String
    }

    let bytes: [UInt8]
    let nodes: [Node]

    init(_ bytes: [UInt8]) throws(SyntaxError) {
        guard bytes.count < Int(Int32.max) else {
            throw SyntaxError(offset: 0, reason: "the document is too large")
        }
        var reader = Reader(bytes: bytes)
        try reader.readDocument()
        reader.nodes.append(.init(kind: .null, start: 0, end: 0, next: 0, count: 0))
        self.bytes = bytes
        self.nodes = reader.nodes
    }

    /// A `null` node outside the document: the value of a missing key a super decoder reads.
    var missing: Int { nodes.count - 1 }

    /// The key nodes of the object at `index`, in order; each member's value node follows
    /// its key.
    func members(of index: Int) -> Members {
        Members(nodes: nodes, key: index + 1, remaining: Int(nodes[index].count))
    }

    struct Members: Sequence, IteratorProtocol {
        fileprivate let nodes: [Node]
        fileprivate var key: Int
        fileprivate var remaining: Int

        mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            defer {
                key = Int(nodes[key + 1].next)
                remaining -= 1
            }
            return key
        }
    }

    /// The UTF-8 bytes of a string node, escapes resolved.
    func withUTF8<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer { all in
            let raw = UnsafeBufferPointer(rebasing: all[Int(node.start)..<Int(node.end)])
            guard node.kind == .escapedString else { return body(raw) }
            return Self.unescaped(raw).withUnsafeBufferPointer(body)
        }
    }

    /// Whether the string node at `index` is the string whose UTF-8 is `name` as Swift
    /// compares strings (so as a dictionary of names would find it): the same bytes, or
    /// canonically equivalent.
    func string(at index: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        if node.kind == .string, Int(node.end - node.start) == name.count {
            let same = bytes.withUnsafeBufferPointer { bytes in
                UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)])
                    .elementsEqual(name)
            }
            if same { return true }
        }
        return withUTF8(of: index) { member in
            guard member.contains(where: { $0 >= 0x80 }) || name.contains(where: { $0 >= 0x80 })
            else { return node.kind == .escapedString && member.elementsEqual(name) }
            return String(decoding: member, as: UTF8.self) == String(decoding: name, as: UTF8.self)
        }
    }

    /// The text of a string node, or a number node's digits.
    func text(of index: Int) -> String {
        withUTF8(of: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Resolves the escapes of a string the reader checked.
    private static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                // The reader checked the digits and the surrogate pairs.
                var scalar = fourHexDigits(raw, at: index) ?? 0
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    let low = fourHexDigits(raw, at: index + 2) ?? 0xDC00
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                UTF8.encode(Unicode.Scalar(scalar)!) { out.append($0) }
            default: out.append(escape)
            }
        }
        return out
    }

    /// The four hex digits of a `\u` escape at `index`, `nil` when they are not there.
    fileprivate static func fourHexDigits(
        _ bytes: some RandomAccessCollection<UInt8>, at index: Int
    )
        -> UInt32?
    {
        guard index >= 0, bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst(index).prefix(4) {
            guard let digit = PercentEncoding.hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

/// One pass over the bytes, appending nodes.
private struct Reader {
    let bytes: [UInt8]
    var nodes: [JSONDocument.Node] = []
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        nodes.reserveCapacity(bytes.count / 8)
    }

    mutating func readDocument() throws(JSONDocument.SyntaxError) {
        skipWhitespace()
        try readValue(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else { throw fault("unexpected text after the value") }
    }

    private mutating func readValue(depth: Int) throws(JSONDocument.SyntaxError) {
        guard offset < bytes.count else { throw fault("unexpected end of data") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): try readContainer(.object, closer: UInt8(ascii: "}"), depth: depth)
        case UInt8(ascii: "["): try readContainer(.array, closer: UInt8(ascii: "]"), depth: depth)
        case UInt8(ascii: "\""): try readString()
        case UInt8(ascii: "t"): try readWord("true", as: .true)
        case UInt8(ascii: "f"): try readWord("false", as: .false)
        case UInt8(ascii: "n"): try readWord("null", as: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
        default: throw fault("unexpected character")
        }
    }

    private mutating func readContainer(
        _ kind: JSONDocument.Kind, closer: UInt8, depth: Int
    ) throws(JSONDocument.SyntaxError) {
        guard depth < JSONDocument.maximumDepth else { throw fault("nested too deeply") }
        let index = nodes.count
        nodes.append(.init(kind: kind, start: Int32(offset), end: 0, next: 0, count: 0))
        offset += 1
        skipWhitespace()
        var count: Int32 = 0
        if offset < bytes.count, bytes[offset] == closer {
            offset += 1
        } else {
            while true {
                if kind == .object {
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                        throw fault("expected a key")
                    }
                    try readString()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"))
                    skipWhitespace()
                }
                try readValue(depth: depth + 1)
                count += 1
                skipWhitespace()
                guard offset < bytes.count else { throw fault("unexpected end of data") }
                let byte = bytes[offset]
                offset += 1
                if byte == closer { break }
                guard byte == UInt8(ascii: ",") else {
                    throw fault("expected ',' or a closing bracket")
                }
                skipWhitespace()
            }
        }
        nodes[index].end = Int32(offset)
        nodes[index].next = Int32(nodes.count)
        nodes[index].count = count
    }

    private mutating func readString() throws(JSONDocument.SyntaxError) {
        offset += 1
        let start = offset
        var escaped = false
        while true {
            guard offset < bytes.count else { throw fault("unterminated string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                append(escaped ? .escapedString : .string, from: start, to: offset)
                offset += 1
                return
            case UInt8(ascii: "\\"):
                escaped = true
                try readEscape()
            case 0..<0x20:
                throw fault("control character in a string")
            case 0x80...:
                try readMultibyte()
            default:
                offset += 1
            }
        }
    }

    private mutating func readEscape() throws(JSONDocument.SyntaxError) {
        guard offset + 1 < bytes.count else { throw fault("unterminated string") }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
        case UInt8(ascii: "u"):
            let scalar = try readHex(at: offset + 2)
            offset += 6
            switch scalar {
            case 0xD800..<0xDC00:
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u"),
                    (0xDC00..<0xE000).contains(try readHex(at: offset + 2))
                else { throw fault("a high surrogate without its low surrogate") }
                offset += 6
            case 0xDC00..<0xE000:
                throw fault("a low surrogate without its high surrogate")
            default:
                break
            }
        default:
            throw fault("invalid escape")
        }
    }

    private func readHex(at index: Int) throws(JSONDocument.SyntaxError) -> UInt32 {
        guard let value = JSONDocument.fourHexDigits(bytes, at: index) else {
            throw fault(index + 4 > bytes.count ? "unterminated string" : "invalid \\u escape")
        }
        return value
    }

    /// Checks one UTF-8 sequence of two to four bytes: no overlong forms, no surrogates,
    /// nothing above U+10FFFF.
    private mutating func readMultibyte() throws(JSONDocument.SyntaxError) {
        let lead = bytes[offset]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: throw fault("invalid UTF-8")
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else {
            throw fault("invalid UTF-8")
        }
        for index in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[index]) {
            throw fault("invalid UTF-8")
        }
        offset += length
    }

    private mutating func readNumber() throws(JSONDocument.SyntaxError) {
        let start = offset
        var kind = JSONDocument.Kind.integer
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            try readDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            kind = .number
            offset += 1
            try readDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            kind = .number
            offset += 1
            if offset < bytes.count,
                bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                offset += 1
            }
            try readDigits()
        }
        append(kind, from: start, to: offset)
    }

    private mutating func readDigits() throws(JSONDocument.SyntaxError) {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
        {
            offset += 1
        }
        guard offset > start else { throw fault("expected a digit") }
    }

    private mutating func readWord(_ word: StaticString, as kind: JSONDocument.Kind)
        throws(JSONDocument.SyntaxError)
    {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            bytes[offset..<offset + count].elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw fault("unexpected character") }
        append(kind, from: offset, to: offset + count)
        offset += count
    }

    private mutating func expect(_ byte: UInt8) throws(JSONDocument.SyntaxError) {
        guard offset < bytes.count, bytes[offset] == byte else {
            throw fault("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private mutating func append(_ kind: JSONDocument.Kind, from start: Int, to end: Int) {
        nodes.append(
            .init(
                kind: kind, start: Int32(start), end: Int32(end), next: Int32(nodes.count + 1),
                count: 0))
    }

    private func fault(_ reason: String) -> JSONDocument.SyntaxError {
        JSONDocument.SyntaxError(offset: offset, reason: reason)
    }
}
