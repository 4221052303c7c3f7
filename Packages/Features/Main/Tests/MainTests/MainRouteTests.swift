import Foundation
import Main
import Routing
import Testing

@Suite struct MainRouteTests {
    @Test(arguments: [
        (MainRoute.home, "/home"),
        (.item(id: 42), "/items/42"),
        (.search, "/search"),
        (.searchResults(query: "blue"), "/search?q=blue"),
        (.searchResults(query: "blue car & co"), "/search?q=blue%20car%20%26%20co"),
        (.searchResults(query: "café"), "/search?q=caf%C3%A9"),
        (.profile, "/profile"),
        (.settings, "/profile/settings"),
        (.settingsAbout, "/profile/settings/about"),
    ])
    func describesItselfAsItsPath(route: MainRoute, path: String) {
        #expect(route.description == path)
    }

    @Test(arguments: [
        MainRoute.home, .item(id: 42), .search, .searchResults(query: "a \"b\""), .profile,
        .settings, .settingsAbout,
    ])
    func encodesAndDecodes(route: MainRoute) throws {
        let data = try JSONEncoder().encode(route)
        #expect(try JSONDecoder().decode(MainRoute.self, from: data) == route)
    }

    @Test func tabsAreNamedAndOrdered() throws {
        #expect(MainTab.allCases.map(\.rawValue) == ["home", "search", "profile"])
        let data = try JSONEncoder().encode(MainTab.search)
        #expect(String(decoding: data, as: UTF8.self) == "\"search\"")
    }
}
