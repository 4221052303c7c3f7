import Main
import Routing
import Testing

/// Main's ways in besides a link open Main's own patterns.
@MainActor @Suite struct MainEntryPointTests {
    func entries() throws -> DeepLinkTable<MainRoute> {
        var links = DeepLinkTable<MainRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"],
            activityType: "dev.rootswitch.app.screen")
        for pattern in MainFeature.deepLinks { try links.register(pattern) }
        for point in MainFeature.entryPoints { try links.register(point) }
        return links
    }

    @Test(arguments: [
        (
            IncomingEntry.notification(category: "item.updated", payload: ["item": "42"]),
            MainRoute.item(id: 42)
        ),
        (.quickAction(type: "search"), .search),
        (.quickAction(type: "settings"), .settings),
        (.intent(name: "OpenItem", values: ["id": "7"]), .item(id: 7)),
        (.intent(name: "Search", values: ["q": "blue car"]), .searchResults(query: "blue car")),
    ])
    func eachEntryPointOpensItsRoute(entry: IncomingEntry, route: MainRoute) throws {
        let entries = try entries()
        #expect(try entries.resolve(try entries.link(for: entry)).route == route)
    }

    @Test(arguments: [MainRoute.home, .item(id: 3), .searchResults(query: "tea"), .settingsAbout])
    func everyScreensActivityComesBackToIt(route: MainRoute) throws {
        let entries = try entries()
        let activity = try #require(
            try entries.activity(for: route, title: "t", target: route.tab.rawValue))
        #expect(try entries.resolve(try entries.link(for: activity.entry)).route == route)
        #expect(activity.targetContentIdentifier == route.tab.rawValue)
    }

    @Test(arguments: [
        (MainRoute.home, MainTab.home), (.item(id: 1), .home), (.search, .search),
        (.searchResults(query: "a"), .search), (.profile, .profile), (.settings, .profile),
        (.settingsAbout, .profile),
    ])
    func eachRouteNamesItsTab(route: MainRoute, tab: MainTab) {
        #expect(route.tab == tab)
    }
}
