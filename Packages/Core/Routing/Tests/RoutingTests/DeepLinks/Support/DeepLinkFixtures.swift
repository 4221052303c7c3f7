import Foundation
import Routing

/// Tables and patterns shared by the deep-link tests.
enum DeepLinkFixtures {
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    /// One pattern per route kind of ``DeepLinkTestRoute`` (except `probe`).
    static let patterns: [DeepLinkPattern<DeepLinkTestRoute>] = [
        DeepLinkPattern("", route: .home),
        DeepLinkPattern(
            "items/<int:id>", landing: .tab(.home),
            route: { .item(id: try $0.int("id")) },
            parameters: { if case .item(let id) = $0 { ["id": id] } else { nil } }
        ),
        DeepLinkPattern(
            "items/<name>",
            route: { .itemNamed(try $0.string("name")) },
            parameters: { if case .itemNamed(let name) = $0 { ["name": name] } else { nil } }
        ),
        DeepLinkPattern(
            "items/new", landing: .layer(over: .home),
            route: .newItem
        ),
        DeepLinkPattern(
            "users/<uuid:id>",
            route: { .user(try $0.uuid("id")) },
            parameters: { if case .user(let id) = $0 { ["id": id] } else { nil } }
        ),
        DeepLinkPattern(
            "map/<float:lat>/<float:lon>",
            route: { .place(lat: try $0.double("lat"), lon: try $0.double("lon")) },
            parameters: {
                if case .place(let lat, let lon) = $0 { ["lat": lat, "lon": lon] } else { nil }
            }
        ),
        DeepLinkPattern(
            "files/<path:rest>",
            route: { .file(try $0.path("rest")) },
            parameters: { if case .file(let path) = $0 { ["rest": path] } else { nil } }
        ),
        DeepLinkPattern(
            "articles/<slug:s>",
            route: { .article(try $0.value("s")) },
            parameters: { if case .article(let slug) = $0 { ["s": slug] } else { nil } }
        ),
        DeepLinkPattern(
            "search?q=<q>&page=<int:page>?",
            route: { .search(query: try $0.string("q"), page: try $0.optional("page")) },
            parameters: {
                if case .search(let q, let page) = $0 { ["q": q, "page": page] } else { nil }
            }
        ),
        DeepLinkPattern(
            "tags/<string:tag>",
            route: { .tag(try $0.string("tag")) },
            parameters: { if case .tag(let tag) = $0 { ["tag": tag] } else { nil } }
        ),
        DeepLinkPattern(
            "settings", landing: .layer(over: nil),
            route: .settings
        ),
    ]

    /// A table with the `slug` converter and every pattern of ``patterns``.
    static func table() throws -> DeepLinkTable<DeepLinkTestRoute> {
        var table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", alternateSchemes: ["rs-beta"],
            universalLinkHosts: ["rootswitch.example"]
        )
        try table.register(DeepLinkTestSlug.converter)
        for pattern in patterns {
            try table.register(pattern)
        }
        return table
    }

    /// A pattern whose route names its own template, and that produces no URL.
    static func probe(_ template: String) -> DeepLinkPattern<DeepLinkTestRoute> {
        DeepLinkPattern(template, route: { _ in .probe(template) }, parameters: { _ in nil })
    }

    /// An empty table that knows the `slug` converter and `alpha`/`beta` converters
    /// accepting anything, for priority tests.
    static func emptyTable() throws -> DeepLinkTable<DeepLinkTestRoute> {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkTestSlug.converter)
        for name in ["alpha", "beta"] {
            try table.register(DeepLinkConverter<String>(name: name, parse: { $0 }, format: { $0 }))
        }
        return table
    }
}
