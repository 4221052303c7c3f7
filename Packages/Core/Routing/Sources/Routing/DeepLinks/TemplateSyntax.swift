/// A template as written (the syntax is ``DeepLinkPattern``'s), checked, its placeholders
/// naming their converters: what a table gives converters when it registers a pattern, and
/// where an entry point reads the names of the values it needs.
struct TemplateSyntax: Sendable {
    /// A placeholder `<type:name>` in the path, or a query item `key=<type:name>` (optional
    /// with `?`).
    struct Placeholder: Sendable {
        /// The converter's name: `string` when the template names none.
        let type: String
        let name: String
        var key = "", isOptional = false
    }

    enum Segment: Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    let segments: [Segment]
    let query: [Placeholder]
    /// The placeholders' names, path then query.
    let names: [String]

    /// - Throws: `invalidTemplate` saying what is wrong.
    init(_ text: String) throws(RoutingError) {
        let invalid = { RoutingError(.invalidTemplate, reason: "'\(text)': \($0 as String)") }
        func placeholder(_ part: Substring) throws(RoutingError) -> Placeholder {
            let parts = part.dropFirst().dropLast().split(
                separator: ":", omittingEmptySubsequences: false)
            let (type, name) = (parts.count == 2 ? parts[0] : "string", parts[parts.count - 1])
            guard part.hasPrefix("<"), part.hasSuffix(">"), parts.count <= 2,
                Self.isIdentifier(type), Self.isIdentifier(name)
            else { throw invalid("'\(part)' is not a placeholder <type:name> of identifiers") }
            return Placeholder(type: String(type), name: String(name))
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path =
            parts[0].isEmpty ? [] : parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard path.count <= IncomingLink.maximumSegments else {
            throw invalid("more than \(IncomingLink.maximumSegments) segments")
        }
        segments = try path.enumerated().map { index, part throws(RoutingError) in
            guard !part.isEmpty else {
                throw invalid("empty segment (leading, trailing or double '/')")
            }
            guard part.first == "<" else {
                guard !part.contains(where: { $0 == "<" || $0 == ">" }) else {
                    throw invalid("a placeholder must fill a whole segment")
                }
                return .literal(String(part))
            }
            let value = try placeholder(part)
            guard value.type != "path" || index == path.count - 1 else {
                throw invalid("<path:> must be the last segment")
            }
            return .placeholder(value)
        }
        var query: [Placeholder] = []
        for item in parts.count > 1
            ? parts[1].split(separator: "&", omittingEmptySubsequences: false) : []
        {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, Self.isIdentifier(pair[0]) else {
                throw invalid("a query item must be 'key=<placeholder>' with a plain key")
            }
            var value = try placeholder(pair[1].hasSuffix(">?") ? pair[1].dropLast() : pair[1])
            (value.key, value.isOptional) = (String(pair[0]), pair[1].hasSuffix(">?"))
            guard value.type != "path" else { throw invalid("<path:> cannot be a query item") }
            guard !query.contains(where: { $0.key == value.key }) else {
                throw invalid("query key '\(pair[0])' is declared twice")
            }
            query.append(value)
        }
        names =
            segments.compactMap { if case .placeholder(let value) = $0 { value.name } else { nil } }
            + query.map(\.name)
        guard Set(names).count == names.count else {
            throw invalid("a placeholder name is used twice")
        }
        self.query = query
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWholeNumber else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
