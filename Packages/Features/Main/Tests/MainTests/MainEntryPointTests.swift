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
        (.menuItem(title: "Home"), .home),
        (.menuItem(title: "Search"), .search),
        (.menuItem(title: "Profile"), .profile),
        (.menuItem(title: "Settings"), .settings),
    ])
    func eachEntryPointOpensItsRoute(entry: IncomingEntry, route: MainRoute) throws {
        let entries = try entries()
        #expect(try entries.resolve(try entries.link(for: entry)).route == route)
    }

    /// The Go menu's shortcuts follow the tabs' order.
    @Test func theGoMenuNumbersTheTabs() {
        let keys = MainFeature.entryPoints.compactMap { point -> String? in
            guard case .menuItem(let title, let key) = point.kind else { return nil }
            return "\(title) \(key?.description ?? "-")"
        }
        #expect(keys == ["Home ⌘1", "Search ⌘2", "Profile ⌘3", "Settings -"])
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
