import Routing
import Testing

/// A universal link is read as Apple reads the apple-app-site-association file, its path as
/// written; a custom-scheme link stays lenient.
@Suite struct UniversalLinkReadingTests {
    @Test(arguments: [
        // No empty segment: a trailing or a double slash.
        ("https://shop.example/cart/", RoutingError.Code.noMatch),
        ("https://shop.example//cart", .noMatch),
        ("https://shop.example/orders//7", .noMatch),
        ("https://shop.example/files/a//b", .noMatch),
        // A literal as a written link spells it: no escaped letter, no other spelling.
        ("https://shop.example/%63art", .noMatch),
        ("https://shop.example/c%61rt", .noMatch),
        ("https://shop.example/Cart", .noMatch),
        // A query key as written.
        ("https://shop.example/search?%71=tea", .missingQueryItem),
    ])
    func aUniversalLinkIsReadAsWritten(url: String, code: RoutingError.Code) throws {
        let links = try EntryFixtures.links()
        #expect(thrownDeepLinkCode { _ = try links.resolve(url) } == code)
    }

    @Test(arguments: [
        ("shop://cart/", ShopEntryRoute.cart), ("shop://orders//7", .order(id: 7)),
        ("shop://%63art", .cart), ("shop://search?%71=tea", .search(query: "tea", page: nil)),
        // A placeholder's value is decoded in either.
        ("https://shop.example/orders/%37", .order(id: 7)),
        ("https://shop.example/files/a%2Fb/c", .file("a/b/c")),
        ("https://shop.example/", .home), ("https://shop.example", .home),
        ("https://shop.example/search?q=t%65a", .search(query: "tea", page: nil)),
    ])
    func aCustomSchemeLinkStaysLenientAndAValueIsDecoded(url: String, route: ShopEntryRoute) throws
    {
        #expect(try EntryFixtures.links().resolve(url).route == route)
    }
}
