import Foundation
import Routing
import Testing

/// The code of `Routing.docc/ServingAppSiteAssociation.md`, with the outcomes the article
/// states (`Scripts/docs` checks that every code block of the article appears here).
@Suite struct ServingAppSiteAssociationTests {
    enum ShopRoute: Route {
        case item(id: Int)
        case search(String, page: Int?)
    }

    @Test func theTableWritesTheHostsFile() throws {
        var table = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try table.register(
            DeepLinkPattern(
                "items/<int:id>",
                route: { parameters in .item(id: try parameters.int("id")) },
                parameters: { route in
                    guard case .item(let id) = route else { return nil }
                    return ["id": id]
                }))
        try table.register(
            DeepLinkPattern(
                "search?q=<q>&page=<int:page>?",
                route: { parameters in
                    .search(try parameters.string("q"), page: try parameters.optional("page"))
                },
                parameters: { route in
                    guard case .search(let query, let page) = route else { return nil }
                    return ["q": query, "page": page]
                }))
        let file = try table.appSiteAssociation(
            host: "shop.example", appIDs: ["ABCDE12345.com.example.shop"])
        let json = try file.json()
        #expect(try JSONDecoder().decode(AppSiteAssociation.self, from: json) == file)

        let components = file.applinks.details[0].components
        // components.map(\.path) == ["/items/*", "/search"]
        // components[1].query == ["q": "*"]
        #expect(components.map(\.path) == ["/items/*", "/search"])
        #expect(components[1].query == ["q": "*"])
    }
}
