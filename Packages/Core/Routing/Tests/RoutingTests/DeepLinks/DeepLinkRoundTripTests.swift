import Foundation
import Routing
import Testing

@Suite struct DeepLinkRoundTripTests {
    @Test(
        arguments: [
            DeepLinkTestRoute.home,
            .item(id: 0), .item(id: 42), .item(id: -7), .item(id: Int.max), .item(id: Int.min),
            .itemNamed("blue shoes"), .itemNamed("a/b"), .itemNamed("Ünïcødé ☕️"),
            .itemNamed("100% + more"),
            .newItem,
            .user(DeepLinkFixtures.uuid),
            .place(lat: 48.8566, lon: -2.3522), .place(lat: 0.1, lon: 1e-7),
            .place(lat: -0.0, lon: 1e300),
            .file("readme"), .file("docs/a b/ü.txt"), .file("100%/x?y#z&w=1"), .file(".."),
        ] + [
            .article(DeepLinkTestSlug(text: "hello-world-2")),
            .search(query: "swift", page: nil), .search(query: "swift & c++ / 100%?", page: 2),
            .search(query: "café ☕️", page: -1), .search(query: "", page: nil),
            .search(query: "a=b&c", page: 0),
            .tag("new"), .tag("a b/c"), .tag("#hash"),
            .settings,
        ])
    func urlResolvesBackToTheSameRoute(_ route: DeepLinkTestRoute) throws {
        let table = try DeepLinkFixtures.table()
        let url = try table.url(for: route)
        #expect(url.hasPrefix("rootswitch://"))
        #expect(!url.contains(" "))
        #expect(try table.resolve(url).route == route)
    }

    @Test(arguments: [
        (DeepLinkTestRoute.home, "rootswitch://"),
        (.item(id: 42), "rootswitch://items/42"),
        (.itemNamed("blue shoes"), "rootswitch://items/blue%20shoes"),
        (.itemNamed("a/b"), "rootswitch://items/a%2Fb"),
        (.user(DeepLinkFixtures.uuid), "rootswitch://users/e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
        (.place(lat: 1.5, lon: -2), "rootswitch://map/1.5/-2.0"),
        (.file("docs/a b/ü.txt"), "rootswitch://files/docs/a%20b/%C3%BC.txt"),
        (.search(query: "a b", page: 2), "rootswitch://search?q=a%20b&page=2"),
        (.search(query: "a+b", page: nil), "rootswitch://search?q=a%2Bb"),
        (.article(DeepLinkTestSlug(text: "hi")), "rootswitch://articles/hi"),
    ])
    func producesCanonicalURL(_ route: DeepLinkTestRoute, _ url: String) throws {
        #expect(try DeepLinkFixtures.table().url(for: route) == url)
    }

    @Test(arguments: [
        ("ROOTSWITCH://items/42", DeepLinkTestRoute.item(id: 42)),
        ("rs-beta://items/42", .item(id: 42)),
        ("rootswitch://items/42/", .item(id: 42)),
        ("rootswitch:///items//42", .item(id: 42)),
        ("rootswitch://items/+42", .item(id: 42)),
        ("rootswitch://items/42#section", .item(id: 42)),
        ("https://rootswitch.example/items/42", .item(id: 42)),
        ("https://RootSwitch.Example:443/items/42?utm_source=mail#top", .item(id: 42)),
        ("https://rootswitch.example", .home),
        ("rootswitch://users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", .user(DeepLinkFixtures.uuid)),
        ("rootswitch://items/caf%c3%a9", .itemNamed("café")),
        ("rootswitch://items/café", .itemNamed("café")),
        ("rootswitch://search?utm=1&q=a+b&q=ignored", .search(query: "a+b", page: nil)),
        ("rootswitch://search?q", .search(query: "", page: nil)),
        ("rootswitch://search?page=3&q=x", .search(query: "x", page: 3)),
        ("rootswitch://files/a%2Fb/c", .file("a/b/c")),
        ("rootswitch://map/1e2/-0.5", .place(lat: 100, lon: -0.5)),
    ])
    func resolvesOtherSpellings(_ url: String, _ route: DeepLinkTestRoute) throws {
        #expect(try DeepLinkFixtures.table().resolve(url).route == route)
    }

    @Test func matchCarriesTheTemplateAndTheTableTheLanding() throws {
        let table = try DeepLinkFixtures.table()
        #expect(
            try table.resolve("rootswitch://items/new")
                == DeepLinkMatch(route: .newItem, template: "items/new"))
        #expect(try table.resolve("rootswitch://items/1").template == "items/<int:id>")
        #expect(table.landing(of: .item(id: 1)) == .tab(.home))
        #expect(table.landing(of: .newItem) == .layer(over: .home))
        #expect(table.landing(of: .place(lat: 1, lon: 2)) == .selectedTab)
        #expect(table.landing(of: .probe("x")) == nil)
    }

    @Test(arguments: [
        (DeepLinkTestRoute.probe("anything"), RoutingError.Code.unroutable),
        (.tag(""), .invalidParameter),
        (.itemNamed(""), .invalidParameter),
        (.file("a//b"), .invalidParameter),
        (.file("/a"), .invalidParameter),
        (.file(""), .invalidParameter),
        (.place(lat: .nan, lon: 0), .invalidParameter),
        (.place(lat: 0, lon: .infinity), .invalidParameter),
        (.article(DeepLinkTestSlug(text: "Not A Slug")), .invalidParameter),
    ])
    func refusesRouteWithoutURL(_ route: DeepLinkTestRoute, _ code: RoutingError.Code)
        throws
    {
        let table = try DeepLinkFixtures.table()
        #expect(thrownDeepLinkCode { _ = try table.url(for: route) } == code)
    }

    @Test func reportsParametersThatDoNotFitTheTemplate() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", route: { _ in .home },
                parameters: { $0 == .home ? ["id": "7"] : nil })
        )
        try table.register(
            DeepLinkPattern(
                "users/<uuid:id>", route: .settings)
        )
        try table.register(
            DeepLinkPattern(
                "search?q=<q>", route: .newItem
            )
        )
        #expect(thrownDeepLinkCode { _ = try table.url(for: .home) } == .invalidParameter)
        #expect(thrownDeepLinkCode { _ = try table.url(for: .settings) } == .invalidParameter)
        #expect(thrownDeepLinkCode { _ = try table.url(for: .newItem) } == .invalidParameter)
    }

    /// A `nil` from a reverse closure is no value; a value of another type cannot be written.
    @Test func tellsAMissingValueFromOneOfAnotherType() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", route: { _ in .home },
                parameters: { $0 == .home ? ["id": Int?.none] : ["id": "seven"] })
        )
        for (route, reason) in [
            (DeepLinkTestRoute.home, "no value for 'id'"),
            (.settings, "'id' cannot be written as int"),
        ] {
            #expect(throws: RoutingError(.invalidParameter, reason: reason)) {
                try table.url(for: route)
            }
        }
    }

    /// A link is written, never resolved back on each call: a value that a higher-priority
    /// pattern captures gives a link to that pattern. Tests check the round trip for every
    /// kind of route (as ``urlResolvesBackToTheSameRoute(_:)`` does).
    @Test(arguments: [
        (DeepLinkTestRoute.itemNamed("new"), DeepLinkTestRoute.newItem),
        (.itemNamed("42"), .item(id: 42)),
    ])
    func writesWithoutResolvingBack(_ route: DeepLinkTestRoute, _ captured: DeepLinkTestRoute)
        throws
    {
        let table = try DeepLinkFixtures.table()
        #expect(try table.resolve(try table.url(for: route)).route == captured)
    }

    @Test(arguments: [
        (DeepLinkTestRoute.home, "/"), (.item(id: 42), "/items/42"),
        (.search(query: "blue car", page: 2), "/search?q=blue%20car&page=2"),
        (.file("docs/a b"), "/files/docs/a%20b"),
    ])
    func pathIsTheURLAfterItsScheme(_ route: DeepLinkTestRoute, _ path: String) throws {
        let table = try DeepLinkFixtures.table()
        #expect(try table.path(for: route) == path)
        #expect(try table.url(for: route) == "rootswitch:/" + path)
    }

    @Test func usesTheFirstRegisteredPatternThatTakesTheRoute() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "RootSwitch")
        let reverse: @Sendable (DeepLinkTestRoute) -> DeepLinkParameters? = {
            if case .item(let id) = $0 { ["id": id] } else { nil }
        }
        try table.register(
            DeepLinkPattern("broken/<int:id>", route: { _ in .home }, parameters: reverse))
        try table.register(
            DeepLinkPattern(
                "item/<int:id>", route: { .item(id: try $0.int("id")) }, parameters: reverse))
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", route: { .item(id: try $0.int("id")) }, parameters: reverse))
        #expect(try table.url(for: .item(id: 3)) == "rootswitch://broken/3")
    }
}
