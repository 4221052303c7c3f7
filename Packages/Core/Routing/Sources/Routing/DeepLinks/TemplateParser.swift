/// Checks a template's syntax and resolves its converters (see ``DeepLinkPattern`` for the syntax).
enum TemplateParser {
    static func parse(
        _ template: String,
        converters: [String: ValueConverter]
    ) throws(RoutingError) -> ParsedTemplate {
        let parts = template.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let segments = try parsePath(parts[0], template: template, converters: converters)
        let query =
            parts.count > 1
            ? try parseQuery(parts[1], template: template, converters: converters) : []
        let names =
            segments.compactMap { segment -> String? in
                if case .placeholder(let name, _) = segment { name } else { nil }
            } + query.map(\.name)
        guard Set(names).count == names.count else {
            throw invalid(template, "a placeholder name is used twice")
        }
        return ParsedTemplate(segments: segments, query: query)
    }

    private static func parsePath(
        _ path: Substring,
        template: String,
        converters: [String: ValueConverter]
    ) throws(RoutingError) -> [ParsedTemplate.Segment] {
        guard !path.isEmpty else { return [] }
        let texts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard texts.count <= DeepLinkLimits.maximumSegments else {
            throw invalid(template, "more than \(DeepLinkLimits.maximumSegments) segments")
        }
        var segments: [ParsedTemplate.Segment] = []
        for (index, text) in texts.enumerated() {
            guard !text.isEmpty else {
                throw invalid(template, "empty segment (leading, trailing or double '/')")
            }
            guard text.first == "<" else {
                guard !text.contains(where: { $0 == "<" || $0 == ">" }) else {
                    throw invalid(template, "a placeholder must fill a whole segment")
                }
                segments.append(.literal(String(text)))
                continue
            }
            let (name, converter) = try placeholder(
                text, template: template, converters: converters)
            guard converter.rank != .path || index == texts.count - 1 else {
                throw invalid(template, "<path:> must be the last segment")
            }
            segments.append(.placeholder(name: name, converter: converter))
        }
        return segments
    }

    private static func parseQuery(
        _ query: Substring,
        template: String,
        converters: [String: ValueConverter]
    ) throws(RoutingError) -> [ParsedTemplate.QueryItem] {
        var items: [ParsedTemplate.QueryItem] = []
        for text in query.split(separator: "&", omittingEmptySubsequences: false) {
            let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, isIdentifier(pair[0]) else {
                throw invalid(template, "a query item must be 'key=<placeholder>' with a plain key")
            }
            let isOptional = pair[1].hasSuffix(">?")
            let (name, converter) = try placeholder(
                isOptional ? pair[1].dropLast() : pair[1], template: template,
                converters: converters
            )
            guard converter.rank != .path else {
                throw invalid(template, "<path:> cannot be a query item")
            }
            guard !items.contains(where: { $0.key == pair[0] }) else {
                throw invalid(template, "query key '\(pair[0])' is declared twice")
            }
            items.append(
                .init(
                    key: String(pair[0]), name: name, converter: converter, isOptional: isOptional))
        }
        return items
    }

    /// `<type:name>` or `<name>` (a string).
    private static func placeholder(
        _ text: Substring,
        template: String,
        converters: [String: ValueConverter]
    ) throws(RoutingError) -> (name: String, converter: ValueConverter) {
        guard text.hasPrefix("<"), text.hasSuffix(">"), text.count > 2 else {
            throw invalid(template, "'\(text)' is not a placeholder '<type:name>'")
        }
        let parts = text.dropFirst().dropLast().split(
            separator: ":", omittingEmptySubsequences: false)
        let type = parts.count == 2 ? parts[0] : "string"
        let name = parts[parts.count - 1]
        guard parts.count <= 2, isIdentifier(type), isIdentifier(name) else {
            throw invalid(template, "'\(text)' needs an identifier name and type, as in <int:id>")
        }
        guard let converter = converters[String(type)] else {
            throw RoutingError(
                .unknownConverter, reason: "'\(template)' uses unknown converter '\(type)'")
        }
        return (String(name), converter)
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return text.utf8.allSatisfy {
            (0x61...0x7A).contains($0 | 0x20) || (0x30...0x39).contains($0)
                || $0 == UInt8(ascii: "_")
        }
    }

    private static func invalid(_ template: String, _ problem: String) -> RoutingError {
        RoutingError(.invalidTemplate, reason: "'\(template)': \(problem)")
    }
}
