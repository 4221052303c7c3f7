package import Routing

/// What only the tools write from a pattern: its links in Apple's component syntax, for the
/// apple-app-site-association file, and with a token in place of each value, for an App Intents
/// entity's URL.
extension RegisteredPattern {
    /// The path and query with `token` for every placeholder's value and every optional query
    /// item written: `/items/TOKEN`, the URL an App Intents entity's identifier fills in.
    package func path(placing token: String) -> String {
        associationPath(placing: token)
            + query.enumerated().map { ($0 == 0 ? "?" : "&") + $1.key + "=" + token }.joined()
    }

    /// This pattern's links in Apple's component syntax, as the apple-app-site-association file
    /// claims them: the path's literals as ``path(with:)`` writes them, each placeholder `?*`
    /// (at least one character), and the required query items, each `key: "*"`.
    package var association: (path: String, query: [String: String]?) {
        (
            associationPath(),
            query.contains { !$0.isOptional }
                ? Dictionary(
                    uniqueKeysWithValues: query.filter { !$0.isOptional }.map { ($0.key, "*") })
                : nil
        )
    }

    /// The paths the file keeps out because a placeholder other than `<path:>` would take a
    /// `/` in them, which the app reads as a segment more than the pattern has: the
    /// association's path with that placeholder written `*/*`.
    package var deeperPaths: [String] {
        segments.indices.compactMap { index in
            guard case .placeholder(let value) = segments[index], value.converter.rank != .path
            else { return nil }
            return associationPath(writing: index, as: "*/*")
        }
    }

    /// Whether the pattern ends with a `<path:>`, which takes any number of segments.
    package var takesTheRest: Bool {
        if case .placeholder(let value) = segments.last {
            value.converter.rank == .path
        } else {
            false
        }
    }

    /// The path with each placeholder written `placing`, placeholder `index` (if any) `special`.
    private func associationPath(
        placing token: String = "?*", writing index: Int? = nil, as special: String = ""
    ) -> String {
        "/"
            + segments.indices.map { position in
                switch segments[position] {
                case .literal(_, let encoded): encoded
                case .placeholder: position == index ? special : token
                }
            }
            .joined(separator: "/")
    }
}
