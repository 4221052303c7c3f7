import Routing
import Testing

@Suite struct DeepLinkRegistrationTests {
    @Test(arguments: [
        "/items", "items/", "items//new", "item-<id>", "items/<id>x", "<>", "<int:>", "<:id>",
        "<int:id:x>", "<in t:id>", "<1id>", "<int:ïd>", "items/<", "files/<path:rest>/more",
        "a/<id>/<int:id>", "search?", "search?q", "search?q=x", "search?=<q>",
        "search?q=<q>&q=<int:p>",
        "search?q=<q>&", "search?q=<path:p>", "search?q=<id>&r=<int:id>", "search?q=<q>??",
        String(repeating: "a/", count: 32) + "a",
    ])
    func rejectsInvalidTemplate(_ template: String) throws {
        var table = try DeepLinkFixtures.emptyTable()
        #expect(
            thrownDeepLinkCode { try table.register(DeepLinkFixtures.probe(template)) }
                == .invalidTemplate)
    }

    @Test func acceptsLongestTemplate() throws {
        var table = try DeepLinkFixtures.emptyTable()
        let template = String(repeating: "a/", count: 31) + "<path:rest>"
        try table.register(DeepLinkFixtures.probe(template))
        let url = "rootswitch://" + String(repeating: "a/", count: 31) + "end"
        #expect(try table.resolve(url).template == template)
    }

    @Test(arguments: ["items/<color:c>", "search?c=<color:c>", "<Int:id>", "<slugs:s>"])
    func rejectsUnknownConverter(_ template: String) throws {
        var table = try DeepLinkFixtures.emptyTable()
        #expect(
            thrownDeepLinkCode { try table.register(DeepLinkFixtures.probe(template)) }
                == .unknownConverter
        )
    }

    @Test(arguments: [
        "int", "uuid", "float", "string", "path", "slug", "", "1x", "my-conv", "sl ug",
    ])
    func rejectsInvalidConverterName(_ name: String) throws {
        var table = try DeepLinkFixtures.emptyTable()
        let converter = DeepLinkConverter<Int>(name: name, parse: { Int($0) }, format: { "\($0)" })
        #expect(thrownDeepLinkCode { try table.register(converter) } == .invalidConverter)
    }

    @Test(arguments: [
        ("items/<id>", "items/<string:other>", "items/x"),
        ("items/<int:id>", "items/<int:number>", "items/1"),
        ("items/new", "items/new", "items/new"),
        ("files/<path:a>", "files/<path:b>", "files/x/y"),
        ("a/<slug:x>/<uuid:y>", "a/<slug:p>/<uuid:q>", "a/x/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ("search?q=<q>&page=<int:p>?", "search?page=<int:n>?&q=<string:text>", "search?q=x"),
        ("", "", ""),
    ])
    func rejectsAmbiguousDuplicateAndKeepsTheFirst(_ first: String, _ second: String, _ url: String)
        throws
    {
        var table = try DeepLinkFixtures.emptyTable()
        try table.register(DeepLinkFixtures.probe(first))
        #expect(
            thrownDeepLinkCode { try table.register(DeepLinkFixtures.probe(second)) }
                == .ambiguousPattern)
        #expect(try table.resolve("rootswitch://" + url).route == .probe(first))
    }

    @Test(arguments: [
        ("items/<int:id>", "items/<id>", "items/x"),
        ("items/new", "items/<id>", "items/x"),
        ("files/<path:p>", "files/<name>", "files/x"),
        ("search", "search?q=<q>", "search?q=x"),
        ("search?q=<q>", "search?q=<q>?", "search"),
        ("search?q=<q>", "search?q=<int:q>", "search?q=1"),
        ("search?q=<q>", "search?query=<q>", "search?query=x"),
        ("a/<alpha:x>/b", "a/<beta:x>", "a/x"),
    ])
    func acceptsDistinctShapes(_ first: String, _ second: String, _ urlForSecond: String) throws {
        var table = try DeepLinkFixtures.emptyTable()
        try table.register(DeepLinkFixtures.probe(first))
        try table.register(DeepLinkFixtures.probe(second))
        #expect(try table.resolve("rootswitch://" + urlForSecond).route == .probe(second))
    }

    @Test func usesConverterOnlyAfterItIsRegistered() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        #expect(
            thrownDeepLinkCode { try table.register(DeepLinkFixtures.probe("articles/<slug:s>")) }
                == .unknownConverter)
        try table.register(DeepLinkTestSlug.converter)
        try table.register(DeepLinkFixtures.probe("articles/<slug:s>"))
        #expect(
            try table.resolve("rootswitch://articles/hello").route == .probe("articles/<slug:s>"))
    }
}
