import Routing

/// The components of a table's apple-app-site-association file, in the order Apple tries them
/// (the first that matches decides), so that under Apple's matching the file claims exactly
/// the https links the table opens, as `IncomingLink` reads them: the path as written, no
/// empty segment, each placeholder at least one character. Only a value a placeholder's type
/// refuses (`/items/abc`) is claimed and then refused: Apple's syntax cannot say a type.
///
/// 1. A link with an empty segment is kept out first (`*//*`, `?*/`).
/// 2. Then the patterns ending with `<path:>`, which take any number of segments, then the
///    others, most segments first: a `?*` also takes a `/`, so a path is claimed only after
///    every pattern with more segments has had its turn.
/// 3. For each path, the paths a placeholder makes deeper (`/items/*/*`) are kept out, then
///    the path is claimed with its required query items, or with none when one of its
///    patterns needs none (so `/search` comes once).
enum AssociationComponents {
    typealias Component = AppSiteAssociation.Component

    static func components(of patterns: [RegisteredPattern]) -> [Component] {
        guard !patterns.isEmpty else { return [] }
        let others = patterns.indices.filter { !patterns[$0].takesTheRest }.sorted {
            (patterns[$0].segments.count, $1) > (patterns[$1].segments.count, $0)
        }
        let ordered = patterns.filter(\.takesTheRest) + others.map { patterns[$0] }
        var components = [
            excluded("*//*", "an empty segment: no link with one opens"),
            excluded("?*/", "a trailing slash: no link with one opens"),
        ]
        var claimed: Set<String> = []
        for pattern in ordered where claimed.insert(pattern.association.path).inserted {
            let path = pattern.association.path
            let same = ordered.filter { $0.association.path == path }
            components += pattern.deeperPaths.map { excluded($0, "deeper than '\(path)'") }
            if same.contains(where: { $0.association.query == nil }) {
                components.append(
                    Component(path: path, comment: same.map(\.template).joined(separator: ", ")))
            } else {
                components += same.sorted { $0.order < $1.order }.map {
                    Component(path: path, query: $0.association.query, comment: $0.template)
                }
            }
        }
        return components
    }

    private static func excluded(_ path: String, _ comment: String) -> Component {
        var component = Component(path: path, comment: comment)
        component.exclude = true
        return component
    }
}
