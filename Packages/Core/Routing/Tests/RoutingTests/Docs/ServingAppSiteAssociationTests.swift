import Foundation
import Routing
import RoutingTools
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
        // components.map(\.path) == ["*//*", "?*/", "/items/*/*", "/items/?*", "/search"]
        // components.map { $0.exclude == true } == [true, true, true, false, false]
        // components[4].query == ["q": "*"]
        #expect(components.map(\.path) == ["*//*", "?*/", "/items/*/*", "/items/?*", "/search"])
        #expect(components.map { $0.exclude == true } == [true, true, true, false, false])
        #expect(components[4].query == ["q": "*"])
        #expect(file.webcredentials?.apps == ["ABCDE12345.com.example.shop"])

        let matcher = try AppleLinkMatcher(json: json)
        for url in ["https://shop.example/items/42", "https://shop.example/items/42/"] {
            let opens = (try? table.resolve(url)) != nil
            #expect(matcher.opens(url, in: "ABCDE12345.com.example.shop") == opens)
        }
        #expect(matcher.opens("https://shop.example/items/42", in: "ABCDE12345.com.example.shop"))
    }
}
