import Main
import Routing
import Testing

@MainActor
@Suite struct MainDeepLinkTests {
    private func table() throws -> DeepLinkTable<MainRoute> {
        var table = DeepLinkTable<MainRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
        for pattern in MainFeature.deepLinks { try table.register(pattern) }
        return table
    }

    /// Where each link lands is its route's declaration: a tab's routes in that tab's stack
    /// (on a wide screen, a pushed route's place in the stack is its column), the settings
    /// routes in the settings sheet over the profile, at the sheet's sizes.
    @Test func declaresAPatternPerRouteLandingWhereTheRouteLives() {
        let patterns = MainFeature.deepLinks
        #expect(
            patterns.map(\.template) == [
                "home", "items/<int:id>", "search", "search?q=<string:q>", "profile",
                "profile/settings", "profile/settings/about",
            ])
        #expect(
            patterns.map(\.landing) == [
                .tab(.home), .tab(.home), .tab(.search), .tab(.search), .tab(.profile),
                .layer(over: .profile, sizing: .settings),
                .layer(over: .profile, path: [.settings], sizing: .settings),
            ])
        #expect(patterns.allSatisfy { !$0.isRestorationOnly }, "every screen opens from outside")
    }

    @Test(arguments: [
        ("rootswitch://items/42", MainRoute.item(id: 42), "items/<int:id>"),
        ("https://rootswitch.example/items/7", .item(id: 7), "items/<int:id>"),
        ("rootswitch://search?q=blue", .searchResults(query: "blue"), "search?q=<string:q>"),
        (
            "rootswitch://search?q=blue%20car&page=2", .searchResults(query: "blue car"),
            "search?q=<string:q>"
        ),
        ("rootswitch://search?q=%20pink%20", .searchResults(query: "pink"), "search?q=<string:q>"),
        (
            "https://rootswitch.example/search?q=Item%2042", .searchResults(query: "Item 42"),
            "search?q=<string:q>"
        ),
        ("rootswitch://profile/settings", .settings, "profile/settings"),
        ("https://rootswitch.example/profile/settings", .settings, "profile/settings"),
        ("rootswitch://home", .home, "home"),
        ("rootswitch://search", .search, "search"),
        ("rootswitch://search?query=blue", .search, "search"),
        ("rootswitch://search?q=%20%20", .search, "search"),
        ("rootswitch://profile", .profile, "profile"),
        ("rootswitch://profile/settings/about", .settingsAbout, "profile/settings/about"),
    ])
    func resolvesEachLink(url: String, route: MainRoute, template: String) throws {
        let table = try table()
        let match = try table.resolve(url)
        #expect(match.route == route)
        #expect(match.template == template)
        let pattern = try #require(MainFeature.deepLinks.first { $0.template == template })
        #expect(table.landing(of: match.route) == pattern.landing)
    }

    @Test(arguments: [
        (MainRoute.item(id: 42), "rootswitch://items/42"),
        (.searchResults(query: "blue car"), "rootswitch://search?q=blue%20car"),
        (.searchResults(query: "a&b=c"), "rootswitch://search?q=a%26b%3Dc"),
        (.settings, "rootswitch://profile/settings"),
    ])
    func generatesLinksThatResolveBack(route: MainRoute, url: String) throws {
        let table = try table()
        #expect(try table.url(for: route) == url)
        #expect(try table.resolve(url).route == route)
    }

    /// Every route can sit on a saved stack, and a route is saved as its link, so every route
    /// has one: its URL resolves back to it.
    @Test(arguments: everyRoute)
    func everyRouteHasALinkThatResolvesBack(route: MainRoute) throws {
        let table = try table()
        let url = try table.url(for: route)
        #expect(try table.resolve(url).route == route)
        #expect(url == "rootswitch:/" + route.description)
    }

    /// One route of each case. The switch names each case's successor, so a case added to
    /// `MainRoute` does not compile here until it joins the list.
    nonisolated static let everyRoute: [MainRoute] = {
        var routes: [MainRoute] = []
        var next: MainRoute? = .home
        while let route = next {
            routes.append(route)
            switch route {
            case .home: next = .item(id: 42)
            case .item: next = .search
            case .search: next = .searchResults(query: "blue car")
            case .searchResults: next = .profile
            case .profile: next = .settings
            case .settings: next = .settingsAbout
            case .settingsAbout: next = nil
            }
        }
        return routes
    }()

    @Test(arguments: [
        ("rootswitch://items/abc", RoutingError.Code.unconvertibleValue),
        ("rootswitch://items/4.5", .unconvertibleValue),
        ("rootswitch://items", .noMatch),
        ("rootswitch://items/1/reviews", .noMatch),
        ("rootswitch://homes", .noMatch),
        ("rootswitch://profile/settings/about/more", .noMatch),
        ("https://evil.example/items/1", .unknownHost),
        ("ftp://items/1", .unsupportedScheme),
    ])
    func refusesBadLinks(url: String, code: RoutingError.Code) throws {
        let table = try table()
        let error = #expect(throws: RoutingError.self) { try table.resolve(url) }
        #expect(error?.code == code)
    }
}
