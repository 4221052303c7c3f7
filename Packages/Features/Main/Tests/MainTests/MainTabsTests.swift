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
        // The search tab begins its search when selected.
        #expect(
            main.location == ScreenLocation(tab: name, stack: [root], searching: name == "search"))
        #expect(main.screen.title == title)
        #expect(main.navigator.selectedTab == root)
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
                == ScreenLocation(
                    tab: "search", stack: [.search, .searchResults(query: "blue")], searching: true)
        )
    }

    @Test func reselectingTheTabPopsToItsRoot() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "42"])
        try await main.select("search")
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(main.screen.title == "Search")
    }

    /// A tab tapped again closes its layers and pops to its root, as one change noted once.
    @Test func tappingTheSelectedTabClosesItsLayersAndPopsToItsRoot() async throws {
        let main = await MainHarness()
        main.coordinator.restore(
            try .main([
                .select(.search), .push(.searchResults(query: "blue")), .present(.item(id: 9)),
            ]))
        #expect(
            main.location
                == ScreenLocation(
                    tab: "search", stack: [.search, .searchResults(query: "blue")],
                    modal: .item(id: 9), searching: true))
        let changes = main.countChanges()
        try await main.select("search")
        #expect(changes.count == 1)
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(main.navigator.state.stacks(of: .search) == [.base(.search)])
        #expect(main.screensViewed == ["home", "item", "search"])
    }

    @Test func selectingAnotherTabKeepsTheLayersOfEach() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        try await main.select("home")
        try await main.select("profile")
        #expect(main.location.modal == .settings)
        #expect(main.sheetOutcomes.isEmpty)
    }

    /// Back pops the search tab's stack, then, at its root, ends the search as its Cancel
    /// button does, back to the tab the user came from, whose root stops it.
    @Test func backPopsTheStackThenEndsTheSearchThenStopsAtTheRoot() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "42"])
        #expect(await main.back())
        #expect(main.location.stack == [.search, .searchResults(query: "blue")])
        #expect(main.screen.title == "Search: blue")
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(await main.back() == false)
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
