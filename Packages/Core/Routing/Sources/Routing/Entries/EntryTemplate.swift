import Foundation

/// A pattern's template as an entry point reads it: its placeholders, and the link they make
/// with values given as text (a notification's payload, an intent's parameters). It reads only
/// the public template syntax (``DeepLinkPattern``); the table then resolves the link it writes
/// as any other, converting and checking every value, so nothing here decides what is valid.
struct EntryTemplate: Hashable, Sendable {
    /// A placeholder: `<type:name>` in the path, or a query item `key=<type:name>` (optional
    /// with a trailing `?`).
    struct Placeholder: Hashable, Sendable {
        let name: String
        /// The converter's name: `int`, `uuid`, `float`, `string`, `path` or a custom one.
        let type: String
        /// The query item's key; `nil` in the path.
        let key: String?
        let isOptional: Bool
    }

    private enum Segment: Hashable, Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    let text: String
    private let path: [Segment]
    private let query: [Placeholder]

    /// Every placeholder, path first, then the query's in template order.
    var placeholders: [Placeholder] {
        path.compactMap { if case .placeholder(let value) = $0 { value } else { nil } } + query
    }

    /// - Throws: `invalidEntryPoint` when the text does not read as a template.
    init(_ text: String) throws(RoutingError) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [Segment] = []
        for segment in parts[0].split(separator: "/") {
            path.append(
                segment.hasPrefix("<")
                    ? .placeholder(
                        try Self.placeholder(segment, key: nil, optional: false, in: text))
                    : .literal(String(segment)))
        }
        var query: [Placeholder] = []
        for item in parts.count > 1 ? parts[1].split(separator: "&") : [] {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw Self.unreadable(text) }
            let optional = pair[1].hasSuffix("?")
            query.append(
                try Self.placeholder(
                    optional ? pair[1].dropLast() : pair[1], key: String(pair[0]),
                    optional: optional, in: text))
        }
        (self.text, self.path, self.query) = (text, path, query)
    }

    /// The link on `scheme` with each placeholder's value from `values` by name,
    /// percent-encoded; an optional query item without a value is left out.
    /// - Throws: `incompleteEntry` naming the first required placeholder without a value.
    func link(scheme: String, values: [String: String]) throws(RoutingError) -> String {
        var segments: [String] = []
        for segment in path {
            switch segment {
            case .literal(let literal): segments.append(Self.encode(literal))
            case .placeholder(let placeholder):
                let value = try Self.value(of: placeholder, in: values)
                segments.append(
                    placeholder.type == "path"
                        ? value.split(separator: "/", omittingEmptySubsequences: false)
                            .map(Self.encode).joined(separator: "/")
                        : Self.encode(value))
            }
        }
        var items: [String] = []
        for placeholder in query where !placeholder.isOptional || values[placeholder.name] != nil {
            let value = try Self.value(of: placeholder, in: values)
            items.append(Self.encode(placeholder.key ?? "") + "=" + Self.encode(value))
        }
        return "\(scheme)://" + segments.joined(separator: "/")
            + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// `https://HOST/PATH` with `token` in place of the one placeholder `name`: the URL
    /// representation of an App Intents entity, in which the system writes its identifier.
    func url(host: String, placing token: String, for name: String) -> String {
        let path = path.map { segment in
            switch segment {
            case .literal(let literal): Self.encode(literal)
            case .placeholder(let placeholder): placeholder.name == name ? token : ""
            }
        }
        let items = query.filter { $0.name == name }.map {
            Self.encode($0.key ?? "") + "=" + token
        }
        return "https://\(host)/" + path.joined(separator: "/")
            + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    private static func value(of placeholder: Placeholder, in values: [String: String])
        throws(RoutingError) -> String
    {
        guard let value = values[placeholder.name] else {
            throw RoutingError(
                .incompleteEntry, reason: "it has no value for '\(placeholder.name)'")
        }
        return value
    }

    private static func placeholder(
        _ text: Substring, key: String?, optional: Bool, in template: String
    ) throws(RoutingError) -> Placeholder {
        guard text.hasPrefix("<"), text.hasSuffix(">") else { throw unreadable(template) }
        let parts = text.dropFirst().dropLast().split(separator: ":")
        guard let name = parts.last, parts.count <= 2 else { throw unreadable(template) }
        return Placeholder(
            name: String(name), type: parts.count == 2 ? String(parts[0]) : "string", key: key,
            isOptional: optional)
    }

    private static func unreadable(_ template: String) -> RoutingError {
        RoutingError(.invalidEntryPoint, reason: "'\(template)' is not a pattern's template")
    }

    /// RFC 3986's unreserved characters stand for themselves; every other byte is `%XX`.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ text: some StringProtocol) -> String {
        String(text).addingPercentEncoding(withAllowedCharacters: unreserved) ?? String(text)
    }
}
