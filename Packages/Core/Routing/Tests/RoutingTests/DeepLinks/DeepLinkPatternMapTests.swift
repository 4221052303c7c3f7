import Routing
import Testing

/// The app's route: one case per feature.
enum DeepLinkTestAppRoute: Route {
    case main(DeepLinkTestRoute)
    case signIn
}

@Suite struct DeepLinkPatternMapTests {
    private static func appTable() throws -> DeepLinkTable<DeepLinkTestAppRoute> {
        var table = DeepLinkTable<DeepLinkTestAppRoute>(scheme: "rootswitch")
        try table.register(DeepLinkTestSlug.converter)
        for pattern in DeepLinkFixtures.patterns {
            try table.register(
                pattern.map(DeepLinkTestAppRoute.main) { route in
                    if case .main(let main) = route { main } else { nil }
                }
            )
        }
        try table.register(
            DeepLinkPattern(
                "sign-in", route: .signIn)
        )
        return table
    }

    @Test(arguments: [
        (DeepLinkTestAppRoute.main(.item(id: 42)), "rootswitch://items/42"),
        (.main(.search(query: "a b", page: 2)), "rootswitch://search?q=a%20b&page=2"),
        (.main(.file("x/y")), "rootswitch://files/x/y"),
        (.signIn, "rootswitch://sign-in"),
    ])
    func liftsFeaturePatternsBothWays(_ route: DeepLinkTestAppRoute, _ url: String) throws {
        let table = try Self.appTable()
        #expect(try table.url(for: route) == url)
        #expect(try table.resolve(url).route == route)
    }

    @Test func keepsTemplateAndLanding() throws {
        let table = try Self.appTable()
        let match = try table.resolve("rootswitch://items/new")
        #expect(match == DeepLinkMatch(route: .main(.newItem), template: "items/new"))
        #expect(table.landing(of: .main(.newItem)) == .layer(over: .main(.home)))
    }

    @Test func keepsTheFeatureErrors() throws {
        let table = try Self.appTable()
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://users/nope") }
                == .unconvertibleValue)
        #expect(thrownDeepLinkCode { _ = try table.url(for: .main(.probe("x"))) } == .unroutable)
    }
}
