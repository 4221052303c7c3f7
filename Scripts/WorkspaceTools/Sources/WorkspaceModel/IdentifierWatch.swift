/// The names a scan reports the uses of, matched against tokens without making a string of
/// every token: most are rejected by their length alone.
struct IdentifierWatch {
    private let names: Set<ArraySlice<UInt8>>
    private let lengths: [Bool]

    init(_ names: Set<String>) {
        self.names = Set(names.map { ArraySlice($0.utf8) })
        var lengths = Array(repeating: false, count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { lengths[name.utf8.count] = true }
        self.lengths = lengths
    }

    /// Whether `token` is a word or an attribute whose name is watched.
    func matches(_ token: SourceToken, in bytes: [UInt8]) -> Bool {
        guard token.kind == .word || token.kind == .attribute else { return false }
        let length = token.end - token.start
        return length < lengths.count && lengths[length]
            && names.contains(bytes[token.start..<token.end])
    }

    /// The use that the matching token at `index` makes of its name.
    func identifier(at index: Int, in tokens: [SourceToken], bytes: [UInt8]) -> SourceIdentifier {
        let token = tokens[index]
        let isDot = { (position: Int) in
            tokens.indices.contains(position) && tokens[position].kind == .punctuation
                && bytes[tokens[position].start] == UInt8(ascii: ".")
        }
        var member: String?
        if isDot(index + 1), index + 2 < tokens.count, tokens[index + 2].kind == .word {
            member = SourceScanner.text(tokens[index + 2], bytes)
        }
        return SourceIdentifier(
            name: SourceScanner.text(token, bytes), line: token.line,
            isAttribute: token.kind == .attribute, isMemberAccess: isDot(index - 1),
            member: member)
    }
}
