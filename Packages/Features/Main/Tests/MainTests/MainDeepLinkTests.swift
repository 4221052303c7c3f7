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

    @Test func declaresThreePatternsNeedingFinishedOnboarding() {
        let patterns = MainFeature.deepLinks
        #expect(
            patterns.map(\.template) == [
                "items/<int:id>", "search?q=<string:q>", "profile/settings",
            ])
        #expect(patterns.allSatisfy { $0.requirement == .onboardingFinished })
        #expect(patterns.allSatisfy { $0.policy == .rebuildStack })
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
    ])
    func resolvesEachLink(url: String, route: MainRoute, template: String) throws {
        let match = try table().resolve(url)
        #expect(match.route == route)
        #expect(match.template == template)
        #expect(match.requirement == .onboardingFinished)
        #expect(match.policy == .rebuildStack)
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

    @Test(arguments: [MainRoute.home, .search, .profile, .settingsAbout])
    func routesWithoutALinkAreUnroutable(route: MainRoute) throws {
        let table = try table()
        let error = #expect(throws: RoutingError.self) { try table.url(for: route) }
        #expect(error?.code == .unroutable)
    }

    @Test(arguments: [
        ("rootswitch://items/abc", RoutingError.Code.unconvertibleValue),
        ("rootswitch://items/4.5", .unconvertibleValue),
        ("rootswitch://items", .noMatch),
        ("rootswitch://search", .missingQueryItem),
        ("rootswitch://search?query=blue", .missingQueryItem),
        ("rootswitch://search?q=%20%20", .unconvertibleValue),
        ("rootswitch://profile", .noMatch),
        ("rootswitch://profile/settings/about", .noMatch),
        ("https://evil.example/items/1", .unknownHost),
        ("ftp://items/1", .unsupportedScheme),
    ])
    func refusesBadLinks(url: String, code: RoutingError.Code) throws {
        let table = try table()
        let error = #expect(throws: RoutingError.self) { try table.resolve(url) }
        #expect(error?.code == code)
    }
}
