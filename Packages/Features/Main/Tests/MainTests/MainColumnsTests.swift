import FeatureShell
import Main
import Routing
import RoutingTesting
import Testing

/// On a wide screen, home shows its list beside an item and search its results beside an
/// item; the navigation is the same in either width, only how it is shown changes. The App
/// says which width the scene has through `navigator.isCompact`.
@MainActor
@Suite struct MainColumnsTests {
    @Test func homeAndSearchHaveColumnsAndTheProfileDoesNot() async {
        let main = await MainHarness()
        #expect(main.coordinator.columns(for: .home)?.layout == .doubleColumn)
        #expect(main.coordinator.columns(for: .search)?.layout == .tripleColumn)
        #expect(main.coordinator.columns(for: .profile) == nil)
        #expect(main.navigator.isCompact)
    }

    @Test func aWideScreenShowsTheListBesideTheItem() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        #expect(main.screen.title == "Item 3")
        main.navigator.isCompact = false
        await main.settle()
        #expect(main.screen.title == "Home | Item 3")
        #expect(main.screen.content.first == "[Home]")
        #expect(main.screen.content.suffix(2) == ["[Item 3]", "A gold item"])
        #expect(main.coordinator.columns(for: .home)?.detail == [.item(id: 3)])
        main.navigator.isCompact = true
        #expect(main.screen.title == "Item 3", "the same navigation as one stack again")
    }

    @Test func anItemChosenInTheListReplacesTheOneBesideIt() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        try await main.perform("open-item", ["id": "3"])
        try await main.perform("open-item", ["id": "4"])
        #expect(main.location.stack == [.home, .item(id: 4)])
        #expect(main.screen.title == "Home | Item 4")
    }

    @Test func searchShowsItsResultsBesideAnItem() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        try await main.select("search")
        #expect(main.screen.title == "Search | Nothing selected | Nothing selected")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "2"])
        #expect(main.screen.title == "Search | Search: blue | Item 2")
        #expect(main.location.stack == [.search, .searchResults(query: "blue"), .item(id: 2)])
        #expect(main.calls == [.firstItems, .search("blue"), .item(2)])
        try await main.perform("search", ["q": "red"])
        #expect(
            main.location.stack == [.search, .searchResults(query: "red")],
            "new results replace the results and the item beside them")
    }

    /// A pushed route's place in its tab's stack is its column: a link that lands it there
    /// shows it in that column on a wide screen, and as the top of the stack on a compact one.
    @Test(arguments: [true, false])
    func aLinkLandsInItsColumnInEitherWidth(compact: Bool) async throws {
        let main = await MainHarness()
        main.navigator.isCompact = compact
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "3"])
        try await main.select("profile")
        try await main.perform("settings")
        await main.open(.item(id: 9))
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 9)]))
        #expect(main.coordinator.columns(for: .home)?.detail == [.item(id: 9)])
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        await main.open(.searchResults(query: "red"))
        #expect(main.location.stack == [.search, .searchResults(query: "red")])
        #expect(main.coordinator.columns(for: .search)?.content == .searchResults(query: "red"))
        #expect(main.coordinator.columns(for: .search)?.detail == [])
        main.navigator.isCompact = !compact
        #expect(main.location.stack == [.search, .searchResults(query: "red")])
    }

    @Test func aLinkIsOneChangeOfWhatItTouches() async throws {
        let main = await MainHarness()
        let navigation = NavigationRecorder(main.navigationEvents)
        let changes = main.countChanges()
        await main.open(.item(id: 9))
        navigation.expect(.setPath(["/items/9"]))
        #expect(changes.count == 1)
    }

    /// The App turning the scene wide is no change to the navigation, but what is on screen
    /// changes: each column's route loads, while the route reported stays the one on top.
    @Test func aWideScreenLoadsWhatEachColumnShows() async throws {
        let main = await MainHarness()
        main.coordinator.restore(
            try .main([
                .select(.search), .push(.searchResults(query: "blue")), .push(.item(id: 5)),
            ]))
        await main.settle()
        #expect(main.calls == [.firstItems, .item(5)], "compact: only the item is on screen")
        main.navigator.isCompact = false
        await main.settle()
        #expect(main.calls == [.firstItems, .item(5), .search("blue")])
        #expect(main.screen.title == "Search | Search: blue | Item 5")
        #expect(main.screensViewed == ["home", "item"])
        main.navigator.isCompact = true
        main.navigator.isCompact = false
        await main.settle()
        #expect(main.calls == [.firstItems, .item(5), .search("blue")], "loaded once")
    }

    /// On a wide screen each column is on display: refreshing leaves all of them alone, as it
    /// leaves the one screen of a compact one.
    @Test func refreshingLeavesEveryColumnOnDisplayAlone() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        try await main.perform("open-item", ["id": "3"])
        main.coordinator.refreshWhenShown()
        try await main.select("search")
        try await main.select("home")
        #expect(main.calls == [.firstItems, .item(3)])
        #expect(main.screen.title == "Home | Item 3")
    }

    /// What a split view's bindings write is one change each, noted like any other.
    @Test func choosingInTheSidebarShowsTheChoiceAndLoadsIt() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        let home = try #require(main.coordinator.columns(for: .home))
        home.sidebarSelection = .item(id: 6)
        await main.settle()
        #expect(main.screen.title == "Home | Item 6")
        #expect(main.screensViewed == ["home", "item"])
        home.sidebarSelection = nil
        await main.settle()
        #expect(main.location.stack == [.home])
        #expect(main.screensViewed == ["home", "item", "home"])
        #expect(main.calls == [.firstItems, .item(6)])
    }
}
