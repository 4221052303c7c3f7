import FeatureShell
import Main
import Routing
import Testing

@MainActor
@Suite struct MainTabsTests {
    @Test func startsOnTheHomeTabAtItsRoot() async {
        let main = await MainHarness()
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(main.screen.title == "Home")
        #expect(main.screensViewed == ["home"])
    }

    @Test(arguments: [
        ("home", "Home", MainRoute.home),
        ("search", "Search", .search),
        ("profile", "Profile", .profile),
    ])
    func selectingATabShowsItsRoot(name: String, title: String, root: MainRoute) async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.select(name)
        #expect(main.location == ScreenLocation(tab: name, stack: [root]))
        #expect(main.screen.title == title)
        #expect(main.coordinator.navigationState.selected == MainTab(rawValue: name))
    }

    @Test(arguments: ["settings", "Home", "", "items"])
    func refusesAnUnknownTab(name: String) async {
        let main = await MainHarness()
        let error = #expect(throws: RoutingError.self) {
            try main.coordinator.selectTab(named: name)
        }
        #expect(error?.code == .unknownTab)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
    }

    @Test func eachTabKeepsItsOwnStack() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.select("home")
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 3)]))
        try await main.select("search")
        #expect(
            main.location
                == ScreenLocation(tab: "search", stack: [.search, .searchResults(query: "blue")]))
    }

    @Test func reselectingTheTabPopsToItsRoot() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "42"])
        try await main.select("search")
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search]))
        #expect(main.screen.title == "Search")
    }

    @Test func backPopsTheStackThenStopsAtTheRoot() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "42"])
        #expect(await main.back())
        #expect(main.location.stack == [.search, .searchResults(query: "blue")])
        #expect(main.screen.title == "Search: blue")
        #expect(await main.back())
        #expect(await main.back() == false)
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search]))
    }

    @Test func reportsEachRouteWhenItComesOnScreen() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.select("profile")
        await main.back()  // at the root: nothing moves, nothing is reported
        #expect(main.screensViewed == ["home", "item", "search", "search-results", "profile"])
        #expect(main.analytics.events.allSatisfy { !$0.properties.values.contains("blue") })
    }
}
